package puzzles

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

// The keys of a position written as tables, outside the player tables.
var positionKeys = []string{"turn", "deck", "sudden_death", "no_draw", "winner", "graveyard"}

// readScenario reads the position of a puzzle or lesson, as tables or as a
// one-line code, and the orders its players carry.
func readScenario(t *table, s *Scenario, cat *engine.Catalogue) {
	players := t.tables("player", func(int) string { return t.who })
	for i, pt := range players {
		pt.who = t.who
		pt.keyPrefix = fmt.Sprintf("player %d ", i+1)
	}
	if v, ok := t.integer("tech_fall", 0, MaxTechFall); ok {
		s.TechFall = v
	}
	code, hasCode := t.str("position")
	var texts [][]string // each player's orders as written
	if hasCode {
		for _, k := range positionKeys {
			if t.has(k) {
				t.keyError(t.at(k), k, "the position is given as a code (position = \"bc1 ...\"): write it there, or write the whole position as tables")
			}
		}
		if err := notPuzzleCode(code, "position holds the position code alone (up to the graveyard), and the puzzle's keys its side, opponent and goals"); err != nil {
			t.keyError(t.at("position"), "position", "%v", err)
			return
		}
		p, err := engine.ParseCode(cat, strings.TrimSpace(code))
		if err != nil {
			t.keyError(t.at("position"), "position", "%s", codeProblem(cat, err))
			return
		}
		s.Position = p
		if len(players) > int(p.NumPlayers) {
			t.errorAt(players[p.NumPlayers].path, "%d player tables, but the position code has %d players", len(players), p.NumPlayers)
			return
		}
		for _, pt := range players {
			os, _ := pt.strs("orders")
			texts = append(texts, os)
			for k := range pt.m {
				if k != "orders" {
					pt.asked[k] = true
					pt.keyError(pt.at(k), k, "the position is given as a code: a player table holds only orders")
				}
			}
		}
	} else {
		var ok bool
		texts, ok = readTables(t, players, s, cat)
		if !ok {
			return
		}
	}
	given := false
	for _, os := range texts {
		given = given || len(os) > 0
	}
	if !given {
		return
	}
	s.Orders = make([][]engine.Order, s.Position.NumPlayers)
	for i, os := range texts {
		s.Orders[i] = readOrders(players[i], cat, players[i].at("orders"), "orders", os)
	}
}

// reportedNotArray reports whether t holds key as something else than an
// array, a problem t.tables reported already ([puzzle.player] written for
// [[puzzle.player]]).
func reportedNotArray(t *table, key string) bool {
	switch t.m[key].(type) {
	case nil, []any, []map[string]any:
		return false
	}
	return true
}

// wrongPlayerCount reports a position written as tables with n player
// tables, fewer than 2 or more than engine.MaxPlayers.
func wrongPlayerCount(t *table, s *Scenario, n int) {
	count := fmt.Sprintf("%d [[%s.player]] tables", n, s.what)
	switch n {
	case 0:
		count = fmt.Sprintf("no [[%s.player]] tables", s.what)
	case 1:
		count = fmt.Sprintf("one [[%s.player]] table", s.what)
	}
	if !reportedNotArray(t, "player") && !positionElsewhere(t) {
		t.errorAt(t.at("player"), "%s: a position has 2 to %d players, one table each (or give it as a code: position = \"bc1 ...\")", count, engine.MaxPlayers)
	}
	// The position's own keys are known keys all the same: the players
	// are what is missing.
	for _, k := range positionKeys {
		t.has(k)
	}
}

// positionElsewhere reports whether a table under t other than its
// player tables holds a key of the position or of a player's table (but
// orders, which a wrong answer holds too): the position written under
// [[lesson.wrong]], or player tables misspelt [[puzzle.players]]. That key
// is reported where it is, and a count of the player tables would only
// mislead.
func positionElsewhere(t *table) bool {
	for key, v := range t.m {
		if key == "player" {
			continue
		}
		var subs []map[string]any
		switch v := v.(type) {
		case map[string]any:
			subs = append(subs, v)
		case []map[string]any:
			subs = v
		}
		for _, m := range subs {
			for k := range m {
				if k == "position" || slices.Contains(positionKeys, k) || k != "orders" && slices.Contains(playerKeys, k) {
					return true
				}
			}
		}
	}
	return false
}

// readAnyway reads player tables too few or too many for a position, for
// what is wrong inside them: a puzzle's key written under its one player
// table, a value of the wrong type, an unknown kind. The position they
// make is thrown away. Tables past the sixth are checked for their keys.
func readAnyway(players []*table, s *Scenario, cat *engine.Catalogue) {
	if len(players) == 0 {
		return
	}
	p := engine.NewPosition(min(max(len(players), 2), engine.MaxPlayers))
	scratch := &Scenario{what: s.what, path: s.path, pieceKeys: map[engine.Loc]string{}}
	holder := [6]string{}
	for i, pt := range players {
		if i < engine.MaxPlayers {
			readPlayer(pt, i+1, &p, cat, scratch, &holder)
			continue
		}
		for _, k := range playerKeys {
			pt.has(k)
		}
		pt.done()
	}
}

// readTables reads a position written as tables, and returns the orders of
// each player as written. It reports false when the position is unusable.
func readTables(t *table, players []*table, s *Scenario, cat *engine.Catalogue) ([][]string, bool) {
	before := len(t.c.errs)
	n := len(players)
	if n < 2 || n > engine.MaxPlayers {
		wrongPlayerCount(t, s, n)
		readAnyway(players, s, cat)
		return nil, false
	}
	p := engine.NewPosition(n)
	if v, ok := t.integer("turn", 1, 9999); ok {
		p.Turn = uint16(v)
	}
	if v, ok := t.integer("deck", 0, 9999); ok {
		p.Deck = uint16(v)
	}
	if v, ok := t.integer("sudden_death", 0, engine.Radius); ok {
		p.SuddenDeath = uint8(v)
	}
	p.NoDraw, _ = t.boolean("no_draw")
	if v, ok := t.integer("winner", 0, n); ok {
		p.Over, p.Winner = true, uint8(v)
	}
	s.pieceKeys = map[engine.Loc]string{}
	holder := [6]string{} // the path that gave each territory
	texts := make([][]string, n)
	for i, pt := range players {
		texts[i] = readPlayer(pt, i+1, &p, cat, s, &holder)
	}
	s.defaultHeld = 0
	for t := range p.Control {
		if p.Control[t] != 0 && holder[t] == "" {
			s.defaultHeld |= 1 << t
		}
	}
	if list, ok := t.strs("graveyard"); ok {
		for i, g := range list {
			path := fmt.Sprintf("%s[%d]", t.at("graveyard"), i)
			k, owner, err := parseGrave(cat, g, n)
			if err != nil {
				t.keyError(path, "graveyard", "%v", err)
				continue
			}
			if err := p.AddGrave(engine.Grave{Kind: k, Owner: uint8(owner)}); err != nil {
				t.keyError(path, "graveyard", "%v", err)
			}
		}
	}
	s.Position = p
	return texts, len(t.c.errs) == before
}

// readPlayer reads one [[puzzle.player]] table into p.
func readPlayer(pt *table, n int, p *engine.Position, cat *engine.Catalogue, s *Scenario, holder *[6]string) []string {
	pl := p.Player(n)
	// Territories: NewPosition set the two-player layout; a list replaces
	// this player's part of it.
	if list, ok := pt.strs("territories"); ok {
		for t := range p.Control {
			if p.Control[t] == uint8(n) {
				p.Control[t] = 0
			}
		}
		for i, name := range list {
			path := fmt.Sprintf("%s[%d]", pt.at("territories"), i)
			t, err := engine.ParseTerritory(name)
			if err != nil {
				pt.keyError(path, "territories", "%v", err)
				continue
			}
			if c := p.Control[t]; c != 0 && c != uint8(n) {
				how := "lists it"
				if holder[t] == "" {
					how = "holds it by default (give that player territories too)"
				}
				pt.keyError(path, "territories", "territory %v is player %d's too: player %d %s", t, c, c, how)
				continue
			}
			if p.Control[t] == uint8(n) && holder[t] != "" {
				pt.keyError(path, "territories", "territory %v is listed twice", t)
				continue
			}
			p.Control[t] = uint8(n)
			holder[t] = path
		}
	}
	if v, ok := pt.integer("hand_max", 0, engine.HandCap); ok {
		pl.HandMax = uint8(v)
	}
	if v, ok := pt.integer("kills", 0, 9999); ok {
		pl.Kills = uint16(v)
	}
	if v, ok := pt.integer("last_kills", 0, 255); ok {
		pl.LastKills = uint8(v)
	}
	if v, ok := pt.integer("ransacks", 0, 255); ok {
		pl.Ransacks = uint8(v)
	}
	if v, ok := pt.integer("hidden", 0, engine.HandCap); ok {
		pl.Hidden = uint8(v)
	}
	pl.Out, _ = pt.boolean("out")
	if name, ok := pt.str("target"); ok {
		k, err := cat.Parse(name)
		if err != nil {
			pt.keyError(pt.at("target"), "target", "%v%s", err, kindHint(cat, err))
		} else {
			pl.Target = k
		}
	}
	if hand, ok := pt.strs("hand"); ok {
		for i, name := range hand {
			path := fmt.Sprintf("%s[%d]", pt.at("hand"), i)
			k, err := cat.Parse(name)
			if err != nil {
				pt.keyError(path, "hand", "%v%s", err, kindHint(cat, err))
				continue
			}
			if int(pl.HandLen)+int(pl.Hidden) >= engine.HandCap {
				pt.keyError(path, "hand", "more than %d pieces in hand", engine.HandCap)
				break
			}
			p.AddHand(n, k)
		}
	}
	if pieces, ok := pt.strs("pieces"); ok {
		for i, text := range pieces {
			path := fmt.Sprintf("%s[%d]", pt.at("pieces"), i)
			k, l, d, err := parsePiece(cat, text)
			if err != nil {
				pt.keyError(path, "pieces", "%v", err)
				continue
			}
			if other := p.At(l); !other.Empty() {
				pt.keyError(path, "pieces", "piece %q: two pieces on %v (the other is player %d's %s, line %d)",
					text, l, other.Owner, cat.Name(other.Kind), pt.src.Line(join(s.path, s.pieceKeys[l])))
				continue
			}
			p.Put(l, engine.Piece{Kind: k, Owner: uint8(n), Facing: d})
			s.pieceKeys[l] = strings.TrimPrefix(path, pt.path[:strings.LastIndex(pt.path, ".player[")+1])
		}
	}
	orders, _ := pt.strs("orders")
	pt.done()
	return orders
}

// parsePiece reads "KIND LOC FACING"; the kind may be several words.
func parsePiece(cat *engine.Catalogue, text string) (engine.KindID, engine.Loc, engine.Dir, error) {
	f := strings.Fields(text)
	if len(f) < 3 {
		return 0, 0, 0, fmt.Errorf("piece %q: want KIND LOC FACING, such as \"Pikeman AB3 D\"", text)
	}
	name := strings.Join(f[:len(f)-2], " ")
	k, err := cat.Parse(name)
	if err != nil {
		if extra := extraWords(cat, f); extra != "" {
			return 0, 0, 0, fmt.Errorf("piece %q: a piece is KIND CELL FACING, such as \"Pikeman AB3 D\": leave out %s after the facing", text, extra)
		}
		return 0, 0, 0, fmt.Errorf("piece %q: %w%s", text, err, kindHint(cat, err))
	}
	l, err := engine.ParseLoc(f[len(f)-2])
	if err != nil {
		return 0, 0, 0, fmt.Errorf("piece %q: %w", text, err)
	}
	d, err := engine.ParseDir(f[len(f)-1])
	if err != nil {
		return 0, 0, 0, fmt.Errorf("piece %q: facing: %w", text, err)
	}
	return k, l, d, nil
}

// extraWords returns, quoted, the words of a piece (f, its fields) after a
// kind, a cell and a facing that read ("Bird A1 A extra" gives
// `the word "extra"`), or "" when no start of f reads so.
func extraWords(cat *engine.Catalogue, f []string) string {
	for j := 1; j+2 < len(f); j++ {
		if _, err := cat.Parse(strings.Join(f[:j], " ")); err != nil {
			continue
		}
		if _, err := engine.ParseLoc(f[j]); err != nil {
			continue
		}
		if _, err := engine.ParseDir(f[j+1]); err != nil {
			continue
		}
		if rest := f[j+2:]; len(rest) > 1 {
			return fmt.Sprintf("the words %q", strings.Join(rest, " "))
		}
		return fmt.Sprintf("the word %q", f[j+2])
	}
	return ""
}

// parseGrave reads a graveyard entry "KIND OWNER", such as "Pikeman 2".
func parseGrave(cat *engine.Catalogue, text string, players int) (engine.KindID, int, error) {
	f := strings.Fields(text)
	if len(f) < 2 {
		return 0, 0, fmt.Errorf("%q: want KIND OWNER, such as \"Pikeman 2\"", text)
	}
	owner, err := strconv.Atoi(f[len(f)-1])
	if err != nil || owner < 1 || owner > players {
		return 0, 0, fmt.Errorf("%q: the owner %q is not a player (1 to %d)", text, f[len(f)-1], players)
	}
	k, err := cat.Parse(strings.Join(f[:len(f)-1], " "))
	if err != nil {
		return 0, 0, fmt.Errorf("%q: %w%s", text, err, kindHint(cat, err))
	}
	return k, owner, nil
}
