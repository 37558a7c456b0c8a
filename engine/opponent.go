package engine

import (
	"fmt"
	"strings"
)

// Opponent is the model of what the other players do in the turn of a
// puzzle: the packs, the solver, the trainer and the editor all read it.
type Opponent uint8

// The opponent models of the rules document.
const (
	Hold  Opponent = iota // the others give no orders; their pieces still fight where they stand
	Fixed                 // the others play scripted orders (the puzzle's, the solver's Problem.Replies)
	Any                   // the goals must be met against every legal set of orders of the others
)

// NumOpponents is the number of opponent models: Opponent(0) to
// Opponent(NumOpponents-1) are all of them.
const NumOpponents = 3

var opponentNames = [NumOpponents]string{"hold", "fixed", "any"}

// Opponents returns every opponent model, in order.
func Opponents() []Opponent { return []Opponent{Hold, Fixed, Any} }

// Valid reports whether o is one of the models.
func (o Opponent) Valid() bool { return o < NumOpponents }

// String returns "hold", "fixed" or "any".
func (o Opponent) String() string {
	if o.Valid() {
		return opponentNames[o]
	}
	return fmt.Sprintf("Opponent(%d)", uint8(o))
}

// ParseOpponent reads "hold", "fixed" or "any", in any case.
func ParseOpponent(s string) (Opponent, error) {
	for i, n := range opponentNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return Opponent(i), nil
		}
	}
	return Hold, fmt.Errorf("unknown opponent model %q (want hold, fixed or any)", s)
}

// MarshalText writes the model's name.
func (o Opponent) MarshalText() ([]byte, error) {
	if !o.Valid() {
		return nil, fmt.Errorf("unknown opponent model %d", uint8(o))
	}
	return []byte(o.String()), nil
}

// UnmarshalText reads a model's name.
func (o *Opponent) UnmarshalText(b []byte) error {
	v, err := ParseOpponent(string(b))
	if err != nil {
		return err
	}
	*o = v
	return nil
}
