package main

import (
	"runtime"
	"testing"
)

// --ascii is chosen by itself when the locale's character set is not UTF-8,
// read as tcell reads it.
func TestUTF8Locale(t *testing.T) {
	tests := []struct {
		name                 string
		lcAll, lcCtype, lang string
		goos                 string
		want                 bool
	}{
		{"LC_ALL=C", "C", "", "en_US.UTF-8", "linux", false},
		{"LANG=POSIX", "", "", "POSIX", "linux", false},
		{"LANG=en_US.UTF-8", "", "", "en_US.UTF-8", "linux", true},
		{"LANG=C.utf8", "", "", "C.utf8", "linux", true},
		{"LC_CTYPE wins over LANG", "", "en_US.ISO-8859-1", "en_US.UTF-8", "linux", false},
		{"LC_ALL wins over LC_CTYPE", "de_DE.UTF-8", "C", "", "linux", true},
		{"Latin-1 with a modifier", "", "", "de_DE.ISO-8859-15@euro", "darwin", false},
		{"UTF-8 with a modifier", "", "", "sr_RS.UTF-8@latin", "linux", true},
		{"no charset", "", "", "en_US", "linux", true},
		{"nothing set", "", "", "", "linux", true},
		{"windows", "C", "", "", "windows", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			env := map[string]string{"LC_ALL": tc.lcAll, "LC_CTYPE": tc.lcCtype, "LANG": tc.lang}
			if got := utf8Locale(tc.goos, func(k string) string { return env[k] }); got != tc.want {
				t.Errorf("utf8Locale = %v, want %v", got, tc.want)
			}
		})
	}
}

// The display options of train and edit follow the locale.
func TestDisplayFollowsLocale(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("a Windows console takes Unicode whatever the locale")
	}
	for _, tc := range []struct {
		lcAll string
		args  []string
		ascii bool
	}{
		{"C", nil, true},
		{"en_US.UTF-8", nil, false},
		{"en_US.UTF-8", []string{"--ascii"}, true},
	} {
		t.Setenv("LC_ALL", tc.lcAll)
		fs := newFlags("train", nil, nil)
		display := fs.display()
		if _, _, ok := fs.parse(tc.args); !ok {
			t.Fatal("parse failed")
		}
		if _, ascii := display(); ascii != tc.ascii {
			t.Errorf("LC_ALL=%s %v: ascii %v, want %v", tc.lcAll, tc.args, ascii, tc.ascii)
		}
	}
}
