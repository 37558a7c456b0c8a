package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// The one-line position code holds every field of a Position, as FEN does for
// chess. Its blocks are separated by " | ": a header, one block per player, and
// the graveyard.
//
//	bc1 t2 d30 | AB.BC.CD m6 h:Spear Spear/A2/D | DE.EF.FA m6 Spear/A1/A | g:Spear/2
//
// Header: "bc1" (the format), tN turn, dN deck, sN sudden-death stage, "n" when
// nobody drew at the start of the turn, wN when the game is over (w0: a draw).
// Player block: the territories it controls joined by dots ("-" for none), mN
// hand maximum, kN kills so far, lN kills last turn, rN ransacks, ?N hidden
// pieces in hand, x:KIND Necromancer target, "out" when eliminated,
// h:KIND,KIND hand, then its pieces as KIND/LOC/FACING. Graveyard block:
// g:KIND/OWNER,... ("g:-" when empty). Kind names are written without spaces.
// Territories nobody controls are those no block lists.

// CodeVersion is the first token of every position code.
const CodeVersion = "bc1"

// Code writes p as a one-line position code.
func (p *Position) Code(cat *Catalogue) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s t%d d%d", CodeVersion, p.Turn, p.Deck)
	if p.SuddenDeath > 0 {
		fmt.Fprintf(&b, " s%d", p.SuddenDeath)
	}
	if p.NoDraw {
		b.WriteString(" n")
	}
	if p.Over {
		fmt.Fprintf(&b, " w%d", p.Winner)
	}
	for n := 1; n <= int(p.NumPlayers); n++ {
		pl := p.Player(n)
		b.WriteString(" | ")
		var ts []string
		for t := AB; t <= FA; t++ {
			if p.Control[t] == uint8(n) {
				ts = append(ts, t.String())
			}
		}
		if len(ts) == 0 {
			b.WriteString("-")
		} else {
			b.WriteString(strings.Join(ts, "."))
		}
		fmt.Fprintf(&b, " m%d", pl.HandMax)
		for _, f := range []struct {
			c string
			v int
		}{{"k", int(pl.Kills)}, {"l", int(pl.LastKills)}, {"r", int(pl.Ransacks)}, {"?", int(pl.Hidden)}} {
			if f.v != 0 {
				fmt.Fprintf(&b, " %s%d", f.c, f.v)
			}
		}
		if pl.Target != NoKind {
			fmt.Fprintf(&b, " x:%s", cat.Token(pl.Target))
		}
		if pl.Out {
			b.WriteString(" out")
		}
		if pl.HandLen > 0 {
			b.WriteString(" h:")
			for i, k := range pl.HandKinds() {
				if i > 0 {
					b.WriteByte(',')
				}
				b.WriteString(cat.Token(k))
			}
		}
		for l := Loc(0); l < NumLocs; l++ {
			if pc := p.Board[l]; pc.Owner == uint8(n) {
				fmt.Fprintf(&b, " %s/%v/%v", cat.Token(pc.Kind), l, pc.Facing)
			}
		}
	}
	b.WriteString(" | g:")
	if p.GraveLen == 0 {
		b.WriteString("-")
	}
	for i, g := range p.Graveyard() {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%s/%d", cat.Token(g.Kind), g.Owner)
	}
	return b.String()
}

// ParseCode reads a one-line position code. The position is checked with
// Validate before it is returned.
func ParseCode(cat *Catalogue, code string) (Position, error) {
	blocks := strings.Split(code, "|")
	for i := range blocks {
		blocks[i] = strings.TrimSpace(blocks[i])
	}
	if len(blocks) < 4 {
		return Position{}, fmt.Errorf("position code: want a header, two or more player blocks and a graveyard, separated by |")
	}
	players := blocks[1 : len(blocks)-1]
	if len(players) > MaxPlayers {
		return Position{}, fmt.Errorf("position code: %d players (at most %d)", len(players), MaxPlayers)
	}
	p := NewPosition(len(players))
	p.Control = [6]uint8{}
	if err := p.parseHeader(blocks[0]); err != nil {
		return Position{}, fmt.Errorf("position code: %w", err)
	}
	for i, blk := range players {
		if err := p.parsePlayer(cat, i+1, blk); err != nil {
			return Position{}, fmt.Errorf("position code, player %d: %w", i+1, err)
		}
	}
	if err := p.parseGrave(cat, blocks[len(blocks)-1]); err != nil {
		return Position{}, fmt.Errorf("position code, graveyard: %w", err)
	}
	if err := p.Validate(cat); err != nil {
		return Position{}, fmt.Errorf("position code: %w", err)
	}
	return p, nil
}

// num reads the number after a one-letter prefix, within 0..limit.
func num(tok string, limit int) (int, error) { return numFrom(tok, 0, limit) }

// numFrom reads the number after a one-letter prefix, within low..limit.
func numFrom(tok string, low, limit int) (int, error) {
	v, err := strconv.Atoi(tok[1:])
	if err != nil || v < low || v > limit {
		return 0, fmt.Errorf("bad field %q (want %c and a number from %d to %d)", tok, tok[0], low, limit)
	}
	return v, nil
}

// fieldNames name the fields of a code by their letter, for the message
// of one given twice.
var fieldNames = map[string]string{
	"t": "the turn", "d": "the deck", "s": "the sudden-death stage", "n": "n (nobody drew)", "w": "the winner",
	"m": "the hand maximum", "k": "kills", "l": "kills last turn", "r": "ransacks", "?": "hidden pieces",
	"x:": "the Necromancer target", "out": "out", "h:": "the hand",
}

// once refuses a field whose letter (key) was seen before in its block:
// read twice, the last would silently win (or two hands join).
func once(seen map[string]bool, key, tok string) error {
	if seen[key] {
		hint := ""
		if key == "h:" {
			hint = " (one h: lists the whole hand: h:Spear,Crab)"
		}
		return fmt.Errorf("field %q: %s given twice%s", tok, fieldNames[key], hint)
	}
	seen[key] = true
	return nil
}

// fieldKey is the key of tok in fieldNames, "" for a field that may come
// more than once (a piece) or is no field.
func fieldKey(tok string, header bool) string {
	switch {
	case strings.Contains(tok, "/"):
		return ""
	case tok == "out" || (header && tok == "n"):
		return tok
	case strings.HasPrefix(tok, "h:") || strings.HasPrefix(tok, "x:"):
		return tok[:2]
	case isField(tok, header):
		return tok[:1]
	}
	return ""
}

// The fields of a code's header and of its player blocks, for messages.
const (
	headerFields = "bc1, then tN the turn, dN the deck, sN the sudden-death stage, n when nobody drew, wN the winner"
	playerFields = "its territories (AB.BC or -), then mN the hand maximum, kN kills, lN kills last turn, rN ransacks, ?N hidden pieces in hand, x:KIND the Necromancer target, out, h:KIND,KIND the hand, and pieces as KIND/LOC/FACING"
)

// isField reports whether tok has the form of a field of the header or,
// with header false, of a player block (its number is not checked).
func isField(tok string, header bool) bool {
	numbered := func(letters string) bool {
		if len(tok) < 2 || !strings.ContainsRune(letters, rune(tok[0])) {
			return false
		}
		_, err := strconv.Atoi(tok[1:])
		return err == nil
	}
	if header {
		return tok == "n" || numbered("tdsw")
	}
	return tok == "out" || strings.HasPrefix(tok, "h:") || strings.HasPrefix(tok, "x:") || numbered("mklr?")
}

// unknownField is the error of a field the header (header set) or a
// player block does not have: it suggests the field meant (in lower case,
// or in the other part of the code), how a piece is written, or else
// lists the fields of that part of the code.
func unknownField(cat *Catalogue, tok string, header bool) error {
	low := strings.ToLower(tok)
	if len(tok) > 2 && tok[1] == ':' {
		low = low[:1] + tok[1:] // H:Crab means h:Crab: the kind's name stays
	}
	where, fields := "a player block", playerFields
	other := "the header (before the first |)"
	if header {
		where, fields = "the header", headerFields
		other = "a player block"
	}
	switch {
	case low != tok && isField(low, header):
		return fmt.Errorf("unknown field %q (did you mean %q?)", tok, low)
	case !header && isPieceWord(cat, tok):
		return fmt.Errorf("unknown field %q (a code writes a piece as KIND/LOC/FACING, with slashes: Pikeman/A3/D)", tok)
	case isField(low, !header):
		return fmt.Errorf("unknown field %q in %s: it belongs in %s", tok, where, other)
	}
	return fmt.Errorf("unknown field %q (%s holds %s)", tok, where, fields)
}

// isPieceWord reports whether tok is a kind's name or a location: part of
// a piece written with spaces instead of slashes.
func isPieceWord(cat *Catalogue, tok string) bool {
	if _, err := ParseLoc(tok); err == nil {
		return true
	}
	if cat == nil {
		return false
	}
	_, ok := cat.Lookup(tok)
	return ok
}

func (p *Position) parseHeader(h string) error {
	f := strings.Fields(h)
	if len(f) == 0 || f[0] != CodeVersion {
		return fmt.Errorf("does not start with %q", CodeVersion)
	}
	seen := map[string]bool{}
	for _, tok := range f[1:] {
		if key := fieldKey(tok, true); key != "" {
			if err := once(seen, key, tok); err != nil {
				return err
			}
		}
		var err error
		var v int
		switch tok[0] {
		case 't':
			v, err = numFrom(tok, 1, MaxCount) // turns count from 1
			p.Turn = uint16(v)
		case 'd':
			v, err = num(tok, MaxCount)
			p.Deck = uint16(v)
		case 's':
			v, err = num(tok, Radius)
			p.SuddenDeath = uint8(v)
		case 'w':
			v, err = num(tok, MaxPlayers)
			p.Over, p.Winner = true, uint8(v)
		case 'n':
			if tok != "n" {
				err = unknownField(nil, tok, true)
			}
			p.NoDraw = true
		default:
			err = unknownField(nil, tok, true)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func (p *Position) parsePlayer(cat *Catalogue, n int, blk string) error {
	f := strings.Fields(blk)
	if len(f) == 0 {
		return fmt.Errorf("empty block")
	}
	if f[0] != "-" {
		for _, ts := range strings.Split(f[0], ".") {
			t, err := ParseTerritory(ts)
			if err != nil {
				return err
			}
			if p.Control[t] != 0 {
				return fmt.Errorf("territory %v is listed twice", t)
			}
			p.Control[t] = uint8(n)
		}
	}
	pl := p.Player(n)
	seen := map[string]bool{}
	for _, tok := range f[1:] {
		if key := fieldKey(tok, false); key != "" {
			if err := once(seen, key, tok); err != nil {
				return err
			}
		}
		var err error
		var v int
		switch {
		case tok == "out":
			pl.Out = true
		case strings.HasPrefix(tok, "h:"):
			for _, ks := range strings.Split(tok[2:], ",") {
				k, err := cat.Parse(ks)
				if err != nil {
					return err
				}
				if err := p.AddHand(n, k); err != nil {
					return err
				}
			}
		case strings.HasPrefix(tok, "x:"):
			pl.Target, err = cat.Parse(tok[2:])
		case strings.Contains(tok, "/"):
			err = p.parsePiece(cat, n, tok)
		case tok[0] == 'm':
			v, err = num(tok, HandCap)
			pl.HandMax = uint8(v)
		case tok[0] == 'k':
			v, err = num(tok, MaxCount)
			pl.Kills = uint16(v)
		case tok[0] == 'l':
			v, err = num(tok, 255)
			pl.LastKills = uint8(v)
		case tok[0] == 'r':
			v, err = num(tok, MaxRansacks)
			pl.Ransacks = uint8(v)
		case tok[0] == '?':
			v, err = num(tok, HandCap)
			pl.Hidden = uint8(v)
		default:
			err = unknownField(cat, tok, false)
		}
		if err != nil && !strings.Contains(tok, "/") && isPieceWord(cat, tok) {
			// A kind whose name starts as a field does (magician, king):
			// a piece written with spaces, told how a code writes it.
			err = unknownField(cat, tok, false)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func (p *Position) parsePiece(cat *Catalogue, n int, tok string) error {
	parts := strings.Split(tok, "/")
	if len(parts) != 3 {
		return fmt.Errorf("piece %q: want KIND/LOC/FACING", tok)
	}
	k, err := cat.Parse(parts[0])
	if err != nil {
		return fmt.Errorf("piece %q: %w", tok, err)
	}
	l, err := ParseLoc(parts[1])
	if err != nil {
		return fmt.Errorf("piece %q: %w", tok, err)
	}
	d, err := ParseDir(parts[2])
	if err != nil {
		return fmt.Errorf("piece %q: %w", tok, err)
	}
	if !p.Board[l].Empty() {
		return fmt.Errorf("piece %q: two pieces on %v", tok, l)
	}
	p.Board[l] = Piece{Kind: k, Owner: uint8(n), Facing: d}
	return nil
}

func (p *Position) parseGrave(cat *Catalogue, blk string) error {
	if !strings.HasPrefix(blk, "g:") {
		return fmt.Errorf("want g:KIND/OWNER,... or g:-")
	}
	body := blk[2:]
	if body == "-" || body == "" {
		return nil
	}
	for _, tok := range strings.Split(body, ",") {
		parts := strings.Split(tok, "/")
		if len(parts) != 2 {
			return fmt.Errorf("%q: want KIND/OWNER", tok)
		}
		k, err := cat.Parse(parts[0])
		if err != nil {
			return err
		}
		o, err := strconv.Atoi(parts[1])
		if err != nil || o < 1 || o > int(p.NumPlayers) {
			return fmt.Errorf("%q: owner is not a player", tok)
		}
		if err := p.AddGrave(Grave{Kind: k, Owner: uint8(o)}); err != nil {
			return err
		}
	}
	return nil
}
