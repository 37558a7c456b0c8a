package engine

import "testing"

// Every opponent model reads back what it writes, in any case, and
// nothing else reads as a model.
func TestOpponentText(t *testing.T) {
	if got := len(Opponents()); got != NumOpponents {
		t.Fatalf("Opponents lists %d models, want NumOpponents = %d", got, NumOpponents)
	}
	for i, o := range Opponents() {
		t.Run(o.String(), func(t *testing.T) {
			if int(o) != i || !o.Valid() {
				t.Fatalf("model %d is %d, valid %v", i, o, o.Valid())
			}
			text, err := o.MarshalText()
			if err != nil {
				t.Fatal(err)
			}
			var back Opponent = NumOpponents
			if err := back.UnmarshalText([]byte(" " + string(text) + " ")); err != nil || back != o {
				t.Errorf("%q reads back as %v (%v)", text, back, err)
			}
			if up, err := ParseOpponent(string(text[0]-'a'+'A') + string(text[1:])); err != nil || up != o {
				t.Errorf("capitalised %q reads as %v (%v)", text, up, err)
			}
		})
	}
	for _, bad := range []string{"", "none", "holds", "any fixed"} {
		if o, err := ParseOpponent(bad); err == nil {
			t.Errorf("ParseOpponent(%q) = %v, want an error", bad, o)
		}
	}
	if _, err := Opponent(NumOpponents).MarshalText(); err == nil {
		t.Error("an unknown model marshals without error")
	}
}
