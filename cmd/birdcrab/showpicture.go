package main

import (
	"fmt"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles/picture"
)

// pictureOf is what "birdcrab show --svg" and "--png" draw (package
// picture): the title and the task, one board (or the board with the
// orders beside the board after the turn), the orders, each player's
// hand, territories and kills, the graveyard and the deck.
func pictureOf(sh *shown) (*picture.Picture, error) {
	head := headerLines(sh, true)
	sc := &picture.Scene{Title: head[0], Desc: codeLine(sh), Heading: head, Cat: sh.cat, Letters: tui.KindLetters(sh.cat)}
	sc.Notes = append(orderLines(sh), fixedLines(sh)...)
	boards := pictureBoards(sh)
	for i, b := range boards {
		// Two boards: each one's hands, kills and graveyard under its
		// label (they were the after-turn ones, under "Before").
		if len(boards) > 1 {
			b.Label = factsLabels[i]
		}
		for n := 1; n <= int(b.Pos.NumPlayers); n++ {
			b.Players = append(b.Players, fmt.Sprintf("%s (player %d): %s", tui.PlayerName(n), n, playerFacts(b.Pos, sh.cat, n, false, sh.turn != nil && b.Pos == &sh.turn.Outcome.Pos)))
		}
		b.Graveyard = b.Pos.GraveyardText(sh.cat, tui.PlayerName)
		b.Facts = positionFacts(b.Pos, false)
		sc.Boards = append(sc.Boards, b)
	}
	return picture.Draw(sc)
}

// pictureBoards are the boards a picture draws, with their captions and
// the orders drawn on the first: the position, the position after the
// turn (--after), or both (--orders --after).
func pictureBoards(sh *shown) []picture.Board {
	before := picture.Board{Pos: &sh.s.Position, Orders: sh.orders}
	if sh.turn == nil {
		return []picture.Board{before}
	}
	after := picture.Board{Pos: &sh.turn.Outcome.Pos, Caption: afterCaption(&sh.turn.Outcome.Pos, true)}
	if sh.orders == nil {
		return []picture.Board{after}
	}
	before.Caption = "Before, with the orders"
	return []picture.Board{before, after}
}

// positionFacts is what a position holds beside its pieces, players and
// graveyard, as the side panel's first line words it: the deck, the rings
// sudden death removed and that nobody drew at the start of the turn
// (which a turn with nothing placed or killed ends in sudden death); its
// parts set apart as playerFacts sets them.
func positionFacts(p *engine.Position, ascii bool) string {
	sep := " · "
	if ascii {
		sep = "; "
	}
	facts := fmt.Sprintf("Deck %d", p.Deck)
	if p.SuddenDeath > 0 {
		facts += fmt.Sprintf("%ssudden death %d", sep, p.SuddenDeath)
	}
	if p.NoDraw {
		facts += sep + "nobody drew"
	}
	// A finished game said nothing of it: who won, and why as far as
	// the position tells.
	if over := tui.GameOverText(p); over != "" {
		facts += sep + over
	}
	return facts
}
