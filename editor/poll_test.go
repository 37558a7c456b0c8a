package editor

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// poll calls probe every few milliseconds until it reports done, for at most
// limit; then the test fails with what probe's why says.
func poll(t testing.TB, limit time.Duration, probe func() (done bool, why func() string)) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for {
		done, why := probe()
		if done {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal(why())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// shown is a probe that holds once screen() contains want.
func shown(screen func() string, want string) func() (bool, func() string) {
	return func() (bool, func() string) {
		s := screen()
		return strings.Contains(s, want), func() string { return fmt.Sprintf("the screen never showed %q; it shows:\n%s", want, s) }
	}
}

// gone is a probe that holds once screen() no longer contains text.
func gone(screen func() string, text string) func() (bool, func() string) {
	return func() (bool, func() string) {
		s := screen()
		return !strings.Contains(s, text), func() string { return fmt.Sprintf("the screen still shows %q:\n%s", text, s) }
	}
}

// holds is a probe that runs cond in the event loop through sync.
func holds(sync func(func()), cond func() bool, what string, screen func() string) func() (bool, func() string) {
	return func() (bool, func() string) {
		var ok bool
		sync(func() { ok = cond() })
		return ok, func() string { return fmt.Sprintf("never: %s; the screen shows:\n%s", what, screen()) }
	}
}
