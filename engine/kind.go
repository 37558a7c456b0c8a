package engine

import (
	"fmt"
	"strings"
)

// Special names the special rule a kind follows. Most kinds have none.
type Special uint8

// The special rules of the game.
const (
	Plain Special = iota
	Catapult
	Cerberus
	CloudMan
	Drunk
	Harpy
	ImpSwarm
	King
	LeftBerzerker
	Magician
	Necromancer
	Priest
	ReverseCentaur
	Skeleton
	Snake
	Witch
	numSpecials
)

var specialNames = [numSpecials]string{
	"none", "Catapult", "Cerberus", "Cloud Man", "Drunk", "Harpy", "Imp Swarm", "King",
	"Left Berzerker", "Magician", "Necromancer", "Priest", "Reverse Centaur", "Skeleton",
	"Snake", "Witch",
}

// String returns the printed name of the special ("Cloud Man"), or "none".
func (s Special) String() string {
	if s >= numSpecials {
		return "?"
	}
	return specialNames[s]
}

// ParseSpecial reads a special's name ("Imp Swarm", "impswarm", "none").
func ParseSpecial(s string) (Special, error) {
	n := NormName(s)
	if n == "" || n == "plain" {
		return Plain, nil
	}
	for i, name := range specialNames {
		if NormName(name) == n {
			return Special(i), nil
		}
	}
	return Plain, fmt.Errorf("unknown special rule %q", s)
}

// SpecialOf returns the special rule a kind of that name follows by default:
// a kind named after a special piece ("Harpy") follows its rule.
func SpecialOf(name string) Special {
	n := NormName(name)
	for i, s := range specialNames {
		if i > 0 && NormName(s) == n {
			return Special(i)
		}
	}
	return Plain
}

// NormName folds a kind name for comparison: lower case, with spaces, hyphens
// and underscores removed, so "Cloud Man", "cloudman" and "Cloud-Man" are one.
func NormName(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if r == ' ' || r == '-' || r == '_' || r == '\t' {
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// MaxCombat and MaxSpeed bound the printed numbers of a kind.
const (
	MaxCombat = 9
	MaxSpeed  = 5
)

// Kind is a kind of piece: its name, its combat and speed numbers on each side
// (indexed by Side, clockwise from the front), its special rule, and what the
// deck holds of it.
type Kind struct {
	Name    string
	Combat  [6]int8
	Speed   [6]int8
	Special Special
	// Rule is a one-line description of the special rule, for the screen.
	Rule string
	// DeckMin and DeckMax are the deck counts ("15-20"); 0 and 0 when unknown.
	DeckMin, DeckMax int
}

// CombatSum returns the sum of the kind's six combat numbers: its printed
// number in top combat.
func (k *Kind) CombatSum() int {
	sum := 0
	for _, c := range k.Combat {
		sum += int(c)
	}
	return sum
}

// Check reports numbers out of range.
func (k *Kind) Check() error {
	if strings.TrimSpace(k.Name) == "" {
		return fmt.Errorf("kind without a name")
	}
	for s := range 6 {
		if k.Combat[s] < 0 || k.Combat[s] > MaxCombat {
			return fmt.Errorf("kind %q: combat %d on the %v side is outside 0..%d", k.Name, k.Combat[s], Side(s), MaxCombat)
		}
		if k.Speed[s] < 0 || k.Speed[s] > MaxSpeed {
			return fmt.Errorf("kind %q: speed %d on the %v side is outside 0..%d", k.Name, k.Speed[s], Side(s), MaxSpeed)
		}
	}
	return nil
}

// KindID indexes a kind inside its Catalogue.
type KindID uint8

// NoKind stands for "no kind".
const NoKind KindID = 255

// MaxKinds is the most kinds a catalogue can hold.
const MaxKinds = 250

// Catalogue holds a set of kinds, looked up by name. A Catalogue is not safe
// for concurrent modification, but any number of goroutines may read it
// (and resolve with it) while nobody changes it.
type Catalogue struct {
	kinds  []Kind
	byName map[string]KindID
}

// NewCatalogue returns a catalogue holding the given kinds.
func NewCatalogue(kinds ...Kind) (*Catalogue, error) {
	c := &Catalogue{byName: map[string]KindID{}}
	for _, k := range kinds {
		if _, err := c.Put(k); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// Put adds k, or replaces the kind of the same name, and returns its id.
// Ids of kinds already present never change.
func (c *Catalogue) Put(k Kind) (KindID, error) {
	if err := k.Check(); err != nil {
		return NoKind, err
	}
	n := NormName(k.Name)
	if id, ok := c.byName[n]; ok {
		c.kinds[id] = k
		return id, nil
	}
	if len(c.kinds) >= MaxKinds {
		return NoKind, fmt.Errorf("too many kinds (at most %d)", MaxKinds)
	}
	id := KindID(len(c.kinds))
	c.kinds = append(c.kinds, k)
	c.byName[n] = id
	return id, nil
}

// Clone returns an independent copy of c.
func (c *Catalogue) Clone() *Catalogue {
	d := &Catalogue{kinds: append([]Kind(nil), c.kinds...), byName: make(map[string]KindID, len(c.byName))}
	for k, v := range c.byName {
		d.byName[k] = v
	}
	return d
}

// Len returns the number of kinds.
func (c *Catalogue) Len() int { return len(c.kinds) }

// Kind returns the kind with id.
func (c *Catalogue) Kind(id KindID) *Kind { return &c.kinds[id] }

// Kinds returns the kinds in id order; the slice must not be changed.
func (c *Catalogue) Kinds() []Kind { return c.kinds }

// Lookup finds a kind by name, ignoring case, spaces and hyphens.
func (c *Catalogue) Lookup(name string) (KindID, bool) {
	id, ok := c.byName[NormName(name)]
	return id, ok
}

// Parse finds a kind by name or says which names exist.
func (c *Catalogue) Parse(name string) (KindID, error) {
	if id, ok := c.Lookup(name); ok {
		return id, nil
	}
	return NoKind, fmt.Errorf("unknown kind %q", strings.TrimSpace(name))
}

// Name returns the printed name of id, or "?" when id is not in c.
func (c *Catalogue) Name(id KindID) string {
	if int(id) >= len(c.kinds) {
		return "?"
	}
	return c.kinds[id].Name
}

// Token returns the name of id with its spaces removed ("CloudMan"), the form
// used inside the one-line position code.
func (c *Catalogue) Token(id KindID) string {
	return strings.ReplaceAll(c.Name(id), " ", "")
}
