package main

import (
	"fmt"

	"github.com/birdcrab/birdcrab/puzzles/picture"
)

// pictureOf is what "birdcrab show --svg" and "--png" draw (package
// picture): the title and the task, one board (or the board with the
// orders beside the board after the turn), the orders and each player's
// hand, territories and kills.
func pictureOf(sh *shown) *picture.Picture {
	head := headerLines(sh, true)
	sc := &picture.Scene{Title: head[0], Desc: codeLine(sh), Heading: head, Cat: sh.cat, Letters: kindLetters(sh.cat)}
	sc.Notes = append(orderLines(sh), fixedLines(sh)...)
	boards := pictureBoards(sh)
	for i, b := range boards {
		// Two boards: each one's hands, kills and graveyard under its
		// label (they were the after-turn ones, under "Before").
		if len(boards) > 1 {
			b.Label = factsLabels[i]
		}
		for n := 1; n <= int(b.Pos.NumPlayers); n++ {
			b.Players = append(b.Players, fmt.Sprintf("%s (player %d): %s", playerName(n), n, playerFacts(b.Pos, sh.cat, n, false)))
		}
		b.Graveyard = b.Pos.GraveyardText(sh.cat, playerName)
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
	after := picture.Board{Pos: &sh.turn.Outcome.Pos, Caption: afterCaption(&sh.turn.Outcome.Pos)}
	if sh.orders == nil {
		return []picture.Board{after}
	}
	before.Caption = "Before, with the orders"
	return []picture.Board{before, after}
}
