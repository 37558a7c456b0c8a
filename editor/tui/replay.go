package tui

import (
	"fmt"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

// Replay is one turn played out for stepping through: the position before,
// the outcome, the events, and a page per stage of the turn that had
// events, each with the board as it stood at the end of that stage.
type Replay struct {
	Before engine.Position
	Out    engine.Outcome
	Events []engine.Event
	// Pages are the steps: "before", one per stage with events, "after".
	Pages []ReplayPage
	// dead are the pieces that died, followed through the events; nil
	// when following them did not find the engine's (deadAsEngine).
	dead []unit
}

// ReplayPage is one step of a replay.
type ReplayPage struct {
	Title  string
	Stage  engine.Stage
	Events []int           // indices into Replay.Events
	Pos    engine.Position // the board at the end of the page
	Final  bool            // the page showing the outcome
}

// PlayTurn resolves one turn of p under the orders and returns its replay.
// The orders must be legal (engine.Position.PlanOrders).
func PlayTurn(rules *engine.Rules, p engine.Position, orders [][]engine.Order) (*Replay, error) {
	plan, err := p.PlanOrders(rules.Kinds, orders)
	if err != nil {
		return nil, err
	}
	r := &Replay{Before: p}
	var rec engine.Record
	rules.Resolve(&p, &plan, &r.Out, &rec)
	r.Events = rec.Events
	r.build()
	return r, nil
}

// unit is a piece followed through the events: from is the cell it
// started the turn on, or was placed on (placed).
type unit struct {
	pc     engine.Piece
	loc    engine.Loc
	alive  bool
	hidden bool
	from   engine.Loc
	placed bool
}

// board is the pieces of a turn in progress, rebuilt from the events. The
// engine keeps its own state private; the events name every piece by its
// kind, owner and cell, which is enough to follow each one.
type board struct{ units []unit }

func newBoard(p *engine.Position) *board {
	b := &board{}
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if pc := p.Board[l]; !pc.Empty() {
			b.units = append(b.units, unit{pc: pc, loc: l, alive: true, from: l})
		}
	}
	return b
}

// find returns the live unit of kind and owner on l, preferring a visible
// one; -1 when there is none. Units in skip are passed over.
func (b *board) find(f *engine.Fighter, l engine.Loc, hidden bool, skip ...int) int {
	best := -1
next:
	for i := range b.units {
		u := &b.units[i]
		if !u.alive || u.loc != l || u.pc.Kind != f.Kind || u.pc.Owner != f.Owner {
			continue
		}
		for _, s := range skip {
			if s == i {
				continue next
			}
		}
		if u.hidden == hidden {
			return i
		}
		best = i
	}
	return best
}

// applyAll plays events onto the board. The steps of one priority happen
// at once (a piece may step into a cell its ally leaves), so a run of steps
// finds all its pieces before moving any. note, when not nil, is told of
// each event k of evs the unit u it concerns (Stories).
func (b *board) applyAll(evs []engine.Event, note func(k, u int)) {
	for i := 0; i < len(evs); {
		if evs[i].Type != engine.EvStep {
			if u := b.apply(&evs[i]); u >= 0 && note != nil {
				note(i, u)
			}
			i++
			continue
		}
		j := i
		for j < len(evs) && evs[j].Type == engine.EvStep && evs[j].Stage == evs[i].Stage {
			j++
		}
		var movers []int
		for k := i; k < j; k++ {
			movers = append(movers, b.find(&evs[k].A, evs[k].From, false, movers...))
		}
		for k, u := range movers {
			if u >= 0 {
				b.units[u].loc = evs[i+k].To
				if note != nil {
					note(i+k, u)
				}
			}
		}
		i = j
	}
}

// apply plays one event onto the board and returns the unit it concerns,
// -1 for none (a fight concerns two, a ransack none).
func (b *board) apply(e *engine.Event) int {
	i := -1
	switch e.Type {
	case engine.EvPlace:
		b.units = append(b.units, unit{pc: engine.Piece{Kind: e.A.Kind, Owner: e.A.Owner, Facing: e.A.Facing}, loc: e.To, alive: true, from: e.To, placed: true})
		i = len(b.units) - 1
	case engine.EvStep, engine.EvKnock, engine.EvJump:
		if i = b.find(&e.A, e.From, false); i >= 0 {
			b.units[i].loc = e.To
		}
	case engine.EvBump, engine.EvNoKnock, engine.EvNoJump:
		// A knockback or a jump that does not happen is the piece's
		// story too: it was left out of it, as it was in the list.
		i = b.find(&e.A, e.From, false)
	case engine.EvVanish:
		if i = b.find(&e.A, e.From, false); i >= 0 {
			b.units[i].hidden = true
		}
	case engine.EvLand:
		if i = b.find(&e.A, e.From, true); i >= 0 {
			b.units[i].loc, b.units[i].hidden = e.To, false
		}
	case engine.EvDie:
		if i = b.find(&e.A, e.A.Loc, false); i >= 0 {
			b.units[i].alive = false
		}
	case engine.EvConvert:
		if i = b.find(&e.A, e.A.Loc, false); i >= 0 {
			b.units[i].pc.Owner = e.Player
		}
	case engine.EvRotate, engine.EvDrunk:
		if i = b.find(&e.A, e.A.Loc, false); i >= 0 {
			b.units[i].pc.Facing = e.Dir
		}
	}
	return i
}

// position writes the board into a copy of p. Where two pieces share a cell
// for a moment (a step onto an enemy before top combat), the one that
// arrived last is shown.
func (b *board) position(p engine.Position) engine.Position {
	p.Board = [engine.NumLocs]engine.Piece{}
	for _, u := range b.units {
		if u.alive && !u.hidden && u.loc.Valid() {
			p.Board[u.loc] = u.pc
		}
	}
	return p
}

func (r *Replay) build() {
	r.Pages = append(r.Pages, ReplayPage{Title: "before the turn", Stage: engine.StageStart, Pos: r.Before})
	b := newBoard(&r.Before)
	for i := 0; i < len(r.Events); {
		st := r.Events[i].Stage
		page := ReplayPage{Stage: st}
		first := i
		for ; i < len(r.Events) && r.Events[i].Stage == st; i++ {
			page.Events = append(page.Events, i)
		}
		page.Title = stageTitle(st, r.Events[first:i])
		b.applyAll(r.Events[first:i], nil)
		page.Pos = b.position(r.Before)
		if st >= engine.StageRansack {
			// Ransacks, bonuses, eliminations and sudden death change more
			// than the board: from here on show the outcome itself.
			page.Pos = r.Out.Pos
		}
		r.Pages = append(r.Pages, page)
	}
	r.Pages = append(r.Pages, ReplayPage{Title: "after the turn", Stage: engine.StageSuddenDeath, Pos: r.Out.Pos, Final: true})
	for _, u := range b.units {
		if !u.alive {
			r.dead = append(r.dead, u)
		}
	}
	if !r.deadAsEngine() {
		r.dead = nil // DeathsText says only what the engine does
	}
}

// deadAsEngine reports whether the pieces followed to their deaths are
// the engine's: those that started the turn, or were placed, on the cells
// whose pieces it says died.
func (r *Replay) deadAsEngine() bool {
	want := map[engine.Loc]int{}
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if !r.Before.At(l).Empty() && !r.Out.Start[l].Alive() {
			want[l]++
		}
	}
	for i := 0; i < int(r.Out.NumPlaced); i++ {
		if !r.Out.Placed[i].Alive() {
			want[r.Out.PlacedAt[i].Loc]++
		}
	}
	n := 0
	for _, c := range want {
		n += c
	}
	if n != len(r.dead) {
		return false
	}
	for _, u := range r.dead {
		if want[u.from]--; want[u.from] < 0 {
			return false
		}
	}
	return true
}

// stageTitle heads the page of stage st, whose events are evs.
func stageTitle(st engine.Stage, evs []engine.Event) string {
	if p := st.Priority(); p > 0 {
		return fmt.Sprintf("priority %d: ranged combat, a step, close combat", p)
	}
	switch st {
	case engine.StageStart:
		return startTitle(evs)
	case engine.StagePlace:
		return placeTitle(evs)
	case engine.StageRotate:
		return "rotation"
	case engine.StageEnd:
		return "end of turn: automatic special actions"
	}
	return st.String()
}

// startTitle heads the start of the turn's page: a Necromancer's target
// is its player's order, named before the automatic special actions, and
// a page of targets alone read "automatic special actions".
func startTitle(evs []engine.Event) string {
	var targets, auto bool
	for i := range evs {
		if evs[i].Type == engine.EvTarget {
			targets = true
		} else {
			auto = true
		}
	}
	switch {
	case targets && auto:
		return "start of turn: Necromancer targets named, then automatic special actions"
	case targets:
		return "start of turn: Necromancer targets named"
	}
	return "start of turn: automatic special actions"
}

// placeTitle heads the placement stage's page with the parts of it that
// happened: "placement, then top and close combat" on a turn that placed
// nothing and had no top combat read as if both had happened.
func placeTitle(evs []engine.Event) string {
	var placed, top, closed bool
	for i := range evs {
		e := &evs[i]
		switch {
		case e.Type == engine.EvPlace:
			placed = true
		case e.Type == engine.EvFight && e.Combat == engine.Top:
			top = true
		case e.Type == engine.EvFight && e.Combat == engine.Close:
			closed = true
		}
	}
	combat := ""
	switch {
	case top && closed:
		combat = "top and close combat"
	case top:
		combat = "top combat"
	case closed:
		combat = "close combat"
	}
	switch {
	case placed && combat != "":
		return "placement, then " + combat
	case placed:
		return "placement"
	case combat != "":
		return combat + ", before the priorities"
	}
	return "placement, then top and close combat"
}

// EventCells returns the cells event e concerns, for highlighting.
func EventCells(e *engine.Event) []engine.Loc {
	var out []engine.Loc
	add := func(l engine.Loc) {
		if l.Valid() {
			for _, x := range out {
				if x == l {
					return
				}
			}
			out = append(out, l)
		}
	}
	switch e.Type {
	case engine.EvFight:
		add(e.A.Loc)
		add(e.B.Loc)
		add(e.To)
	case engine.EvStep, engine.EvKnock, engine.EvJump, engine.EvLand:
		add(e.From)
		add(e.To)
	case engine.EvBump, engine.EvVanish, engine.EvNoKnock, engine.EvNoJump:
		add(e.From)
	case engine.EvPlace:
		add(e.To)
	case engine.EvRansack:
		if e.Terr <= engine.FA {
			for _, l := range e.Terr.Cells() {
				add(l)
			}
		}
	case engine.EvTarget, engine.EvRaise, engine.EvBonus, engine.EvDraw, engine.EvEliminate, engine.EvGameOver, engine.EvSuddenDeath:
	default:
		add(e.A.Loc)
	}
	return out
}

// DeathsText says which pieces died in the turn, their kinds and where
// they died, and where they started when they died elsewhere: "died: Bird
// (Blue) on E1, Pikeman (Red) on D1 (from D2)"; "" when none died.
func (r *Replay) DeathsText(cat *engine.Catalogue) string {
	if len(r.dead) == 0 {
		return r.deadCellsText()
	}
	var parts []string
	for _, u := range r.dead {
		s := fmt.Sprintf("%s (%s) %s", cat.Name(u.pc.Kind), PlayerName(int(u.pc.Owner)), OnCell(u.loc))
		switch {
		case u.placed && u.loc != u.from:
			s += fmt.Sprintf(" (placed on %v)", u.from)
		case u.placed:
			s += " (placed this turn)"
		case u.loc != u.from:
			s += fmt.Sprintf(" (from %v)", u.from)
		}
		parts = append(parts, s)
	}
	return "died: " + strings.Join(parts, ", ")
}

// ConversionsText says which pieces a Priest converted in the turn, where
// and to whom: "converted: Pikeman (Red) on E3 to Blue"; "" when none
// was. The engine counts a converted piece as lost to its player: the
// summary said "3 pieces lost" and "died:" named one, the others nowhere.
func (r *Replay) ConversionsText(cat *engine.Catalogue) string {
	var parts []string
	for _, e := range r.Events {
		if e.Type == engine.EvConvert {
			parts = append(parts, fmt.Sprintf("%s (%s) %s to %s", cat.Name(e.A.Kind), PlayerName(int(e.A.Owner)), OnCell(e.A.Loc), PlayerName(int(e.Player))))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "converted: " + strings.Join(parts, ", ")
}

// convertedFrom counts the pieces of player n converted in the turn.
func (r *Replay) convertedFrom(n int) int {
	c := 0
	for _, e := range r.Events {
		if e.Type == engine.EvConvert && int(e.A.Owner) == n {
			c++
		}
	}
	return c
}

// deadCellsText is DeathsText from the engine's outcome alone, when the
// events were not followed to the same deaths: the cells the pieces that
// died started on.
func (r *Replay) deadCellsText() string {
	var cells []string
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if !r.Before.At(l).Empty() && !r.Out.Start[l].Alive() {
			cells = append(cells, l.String())
		}
	}
	for i := 0; i < int(r.Out.NumPlaced); i++ {
		if !r.Out.Placed[i].Alive() {
			cells = append(cells, r.Out.PlacedAt[i].Loc.String()+" (placed)")
		}
	}
	if len(cells) == 0 {
		return ""
	}
	if len(cells) == 1 {
		return "died: the piece from " + cells[0]
	}
	return "died: the pieces from " + strings.Join(cells, ", ")
}

// OnCell writes "on E1", and "in the Pit" as the lessons say it; the
// editor's texts name a cell so too.
func OnCell(l engine.Loc) string {
	if l == engine.Pit {
		return "in the Pit"
	}
	return fmt.Sprintf("on %v", l)
}

// Summary describes the outcome in a few lines: kills (with what they
// give at the next draw, KillBonusText), losses, ransacks, eliminations
// and the end of the game.
func (r *Replay) Summary() []string {
	o := &r.Out
	var out []string
	for n := 1; n <= int(r.Before.NumPlayers); n++ {
		kills := Plural(int(o.Kills[n-1]), "kill")
		if bonus := KillBonusText(&o.Pos, n); bonus != "" {
			kills += " (" + bonus + ")"
		}
		lost := Plural(int(o.Lost[n-1]), "piece") + " lost"
		if c := r.convertedFrom(n); c > 0 && int(o.Lost[n-1]) > c {
			lost += fmt.Sprintf(" (%d converted)", c)
		} else if c > 0 {
			lost += " (converted)"
		}
		out = append(out, fmt.Sprintf("%s: %s, %s", PlayerName(n), kills, lost))
	}
	for t := engine.AB; t <= engine.FA; t++ {
		if by := o.RansackedBy[t]; by != 0 {
			s := fmt.Sprintf("territory %v ransacked by", t)
			for n := 1; n <= engine.MaxPlayers; n++ {
				if by&(1<<(n-1)) != 0 {
					s += " " + PlayerName(n)
				}
			}
			out = append(out, s)
		}
	}
	for n := 1; n <= engine.MaxPlayers; n++ {
		if o.Eliminated&(1<<(n-1)) != 0 {
			out = append(out, PlayerName(n)+" is eliminated")
		}
	}
	if o.Pos.Over {
		if o.Pos.Winner == 0 {
			out = append(out, "the game ends in a draw")
		} else {
			out = append(out, "the game ends: "+PlayerName(int(o.Pos.Winner))+" wins")
		}
	}
	return out
}
