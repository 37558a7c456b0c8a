package picture

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
	"golang.org/x/image/font"
)

// A Picture is a Scene laid out: shapes and texts on a canvas, written as
// SVG (svg.go) or rasterised (png.go), so that both formats show the same
// thing. Width and Height are its size in the SVG's units; a PNG takes
// PNGScale pixels a unit.
type Picture struct {
	Width, Height float64
	title         string // the SVG's title
	desc          string // the SVG's description
	items         []shape
}

// A Scene is what a picture shows, from the top: the heading, the boards
// side by side, the notes, and each board's players.
type Scene struct {
	// Title and Desc are the SVG's <title> and <desc> (a PNG has
	// neither): what it shows and, say, its puzzle code.
	Title, Desc string
	// Heading are the lines above the boards, the first large and bold.
	Heading []string
	// Boards are drawn side by side, left to right: one or two.
	Boards []Board
	// Notes are the lines under the boards, such as the orders.
	Notes []string
	// Cat names the pieces in their tooltips (required); Letters are the kinds'
	// letters drawn on the pieces, as the screens show them, by KindID.
	Cat     *engine.Catalogue
	Letters []string
}

// A Board is one board of a scene.
type Board struct {
	// Pos is the position drawn (required).
	Pos *engine.Position
	// Caption is written above the board ("" none).
	Caption string
	// Orders are drawn on the board, player i+1's at i: moves as arrows,
	// turns as outlined noses, placements as outlined pieces (nil none).
	Orders [][]engine.Order
	// Label heads the board's player lines ("" none), which the lines of
	// two boards need.
	Label string
	// Players are written one a line under the notes, each after a disc
	// of its player's colour: player i+1's at i.
	Players []string
	// Graveyard is written after "Graveyard: " ("" no line).
	Graveyard string
	// Facts are written on a line after the graveyard's ("" no line):
	// what else the position holds, such as the deck.
	Facts string
}

// tail are the lines written after the board's players: the graveyard's
// and the facts', each when there is one.
func (b *Board) tail() []string {
	var lines []string
	if b.Graveyard != "" {
		lines = append(lines, "Graveyard: "+b.Graveyard)
	}
	if b.Facts != "" {
		lines = append(lines, b.Facts)
	}
	return lines
}

// Colour returns the colour that draws player n (1 to engine.MaxPlayers)
// as "#RRGGBB"; "" for another n.
func Colour(n int) string {
	if n < 1 || n > engine.MaxPlayers {
		return ""
	}
	return playerColour[n-1]
}

type pt struct{ x, y float64 }

func (p pt) add(q pt) pt        { return pt{p.x + q.x, p.y + q.y} }
func (p pt) sub(q pt) pt        { return pt{p.x - q.x, p.y - q.y} }
func (p pt) scale(f float64) pt { return pt{p.x * f, p.y * f} }
func (p pt) length() float64    { return math.Hypot(p.x, p.y) }
func (p pt) perp() pt           { return pt{-p.y, p.x} }

// unit is the vector of length 1 at angle (radians, clockwise on screen).
func unit(angle float64) pt { return pt{math.Cos(angle), math.Sin(angle)} }

// paint is how a shape is filled and outlined; "" colours draw nothing.
type paint struct {
	fill, stroke string
	width        float64
	dashed       bool
	opacity      float64 // 0 means 1
}

// The shapes of a picture.
type (
	polygon struct {
		pts []pt
		paint
	}
	circle struct {
		c pt
		r float64
		paint
	}
	line struct {
		a, b pt
		paint
	}
	label struct {
		at     pt
		text   string
		size   float64
		fill   string
		anchor string // start, middle or end
		bold   bool
	}
	// group gathers the shapes of one thing, such as a piece: one SVG
	// element with its class and a tooltip.
	group struct {
		class, tip string
		items      []shape
	}
)

type shape interface{}

// The colours of the pictures: the players' are the Okabe-Ito colours,
// which stay apart under every common colour blindness, in the order of
// the players' names (Red, Blue, Green, Gold, Violet, Teal).
var (
	pictureInk     = "#222222"
	pictureGrey    = "#6b6b6b"
	playerColour   = [engine.MaxPlayers]string{"#D55E00", "#0072B2", "#009E73", "#E69F00", "#CC79A7", "#56B4E9"}
	playerDark     = [engine.MaxPlayers]string{"#8F3F00", "#004B75", "#006A4E", "#9A6A00", "#8C4F73", "#2F7FA8"}
	territoryTint  = [engine.MaxPlayers + 1]string{"#E4E4E4", "#F9DCC8", "#CCE3F0", "#CCECE3", "#FAEBCC", "#F5E4ED", "#DDF0FB"}
	trenchColour   = "#FBF8F1"
	pitColour      = "#B9B4AA"
	removedColour  = "#FFFFFF"
	hexSize        = 30.0 // a cell's circumradius
	pieceRadius    = 15.0
	pieceDrop      = 4.0 // a piece sits this much below the cell's centre, under its name
	boardWidth     = math.Sqrt(3)*hexSize*9 + 2*28
	boardHeight    = 1.5*hexSize*8 + 2*hexSize + 2*28
	pictureMargin  = 20.0
	pictureLineGap = 18.0
	boardGap       = 36.0 // between two boards side by side
)

// hexCentre is the centre of cell l on a board whose Pit is at origin.
func hexCentre(origin pt, l engine.Loc) pt {
	h := l.Hex()
	return pt{origin.x + hexSize*math.Sqrt(3)*(float64(h.Q)+float64(h.R)/2), origin.y + hexSize*1.5*float64(h.R)}
}

// dirAngle is the screen angle of direction d: A east, then clockwise.
func dirAngle(d engine.Dir) float64 { return float64(d) * math.Pi / 3 }

// Draw lays out a scene: its heading, its boards side by side with their
// captions, the notes under them, and under those each board's players,
// headed by the board's label. A scene without a board, or with a board
// without its position, or without its catalogue, is refused.
func Draw(sc *Scene) (*Picture, error) {
	if len(sc.Boards) == 0 {
		return nil, errors.New("the scene has no board")
	}
	for i, b := range sc.Boards {
		if b.Pos == nil {
			return nil, fmt.Errorf("board %d of the scene has no position (Pos is nil)", i+1)
		}
	}
	if sc.Cat == nil {
		return nil, errors.New("the scene has no catalogue (Cat is nil)")
	}
	pic := &Picture{title: sc.Title, desc: sc.Desc}
	n := float64(len(sc.Boards))
	pic.Width = 2*pictureMargin + n*boardWidth + (n-1)*boardGap
	// text adds a line of text at the left, wrapped to the picture's width
	// (a long title, orders or hand ran off its edge, cut), the lines after
	// the first indented by indent.
	y := pictureMargin + 18
	fs := faces{}
	text := func(line string, indent, size float64, bold bool, gap float64) {
		for i, l := range wrapText(fs, line, pic.Width-2*pictureMargin-indent, size, bold) {
			if i > 0 {
				y += gap
			}
			pic.items = append(pic.items, label{at: pt{pictureMargin + indent, y}, text: l, size: size, fill: pictureInk, bold: bold})
		}
	}
	for i, line := range sc.Heading {
		size, bold := 13.0, false
		if i == 0 {
			size, bold = 18, true
		}
		text(line, 0, size, bold, size+6)
		y += pictureLineGap + 4
	}
	if slices.ContainsFunc(sc.Boards, func(b Board) bool { return b.Caption != "" }) {
		y += 6
		for i, b := range sc.Boards {
			if b.Caption != "" {
				pic.items = append(pic.items, label{at: pt{pictureMargin + float64(i)*(boardWidth+boardGap) + boardWidth/2, y}, text: b.Caption, size: 14, fill: pictureInk, anchor: "middle", bold: true})
			}
		}
	}
	for i, b := range sc.Boards {
		origin := pt{pictureMargin + float64(i)*(boardWidth+boardGap) + boardWidth/2, y + boardHeight/2}
		pic.items = append(pic.items, drawBoard(origin, b.Pos, sc.Cat, sc.Letters, b.Orders)...)
	}
	y += boardHeight + 8
	if len(sc.Notes) > 0 {
		for _, l := range sc.Notes {
			text(l, 0, 13, false, pictureLineGap)
			y += pictureLineGap
		}
		y += 6
	}
	for _, b := range sc.Boards {
		if b.Label != "" {
			text(b.Label, 0, 13, true, pictureLineGap)
			y += pictureLineGap
		}
		for i, line := range b.Players {
			pic.items = append(pic.items,
				circle{c: pt{pictureMargin + 7, y - 4.5}, r: 7, paint: paint{fill: playerColour[i%engine.MaxPlayers], stroke: playerDark[i%engine.MaxPlayers], width: 1}})
			text(line, 20, 13, false, pictureLineGap)
			y += pictureLineGap
		}
		for _, l := range b.tail() {
			text(l, 0, 13, false, pictureLineGap)
			y += pictureLineGap
		}
	}
	pic.Height = y + pictureMargin - 6
	return pic, nil
}

// wrapText cuts line at spaces into lines that fit width at this font
// size, measured in the Go fonts the PNG draws with, with room to spare
// for the wider fonts an SVG viewer may use (DejaVu Sans, Verdana). A word
// longer than width stays whole on its line.
func wrapText(fs faces, line string, width, size float64, bold bool) []string {
	measure := func(s string) float64 { return 0.62 * size * float64(len([]rune(s))) }
	if fc, err := fs.face(size, bold); err == nil {
		measure = func(s string) float64 { return 1.15 * float64(font.MeasureString(fc, s)) / 64 / PNGScale }
	}
	var out []string
	cur := ""
	for _, w := range strings.Split(line, " ") {
		switch {
		case cur == "":
			cur = w
		case measure(cur+" "+w) <= width:
			cur += " " + w
		default:
			out = append(out, cur)
			cur = w
		}
	}
	return append(out, cur)
}

// drawBoard draws the cells, the corner letters, the pieces and the orders
// of one board centred on origin.
func drawBoard(origin pt, p *engine.Position, cat *engine.Catalogue, letters []string, orders [][]engine.Order) []shape {
	var out []shape
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		c := hexCentre(origin, l)
		var pts []pt
		for k := 0; k < 6; k++ {
			pts = append(pts, c.add(unit(math.Pi/6+float64(k)*math.Pi/3).scale(hexSize-0.5)))
		}
		fill := trenchColour
		switch {
		case p.Removed(l):
			fill = removedColour
		case l == engine.Pit:
			fill = pitColour
		case l.Territory() != engine.NoTerritory:
			fill = territoryTint[p.Control[l.Territory()]]
		}
		out = append(out, polygon{pts: pts, paint: paint{fill: fill, stroke: "#9A958C", width: 1, dashed: p.Removed(l)}})
		out = append(out, label{at: c.add(pt{0, -hexSize * 0.55}), text: l.String(), size: 9, fill: pictureGrey, anchor: "middle"})
	}
	for d := engine.A; d <= engine.F; d++ {
		corner, _ := engine.ParseLoc(d.String() + "4")
		at := hexCentre(origin, corner).add(unit(dirAngle(d)).scale(hexSize * 1.45)).add(pt{0, 6})
		out = append(out, label{at: at, text: d.String(), size: 17, fill: pictureInk, anchor: "middle", bold: true})
	}
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if pc := p.At(l); !pc.Empty() {
			out = append(out, drawPiece(hexCentre(origin, l), pc, cat, letters, false))
		}
	}
	for i, os := range orders {
		for _, o := range os {
			out = append(out, drawOrder(origin, p, cat, letters, uint8(i+1), o)...)
		}
	}
	return out
}

// drawPiece draws a piece on the cell centred on c: a disc of its owner's
// colour with the kind's letters, and a nose toward its facing; a ghost (a
// piece placed this turn) is the disc's outline.
func drawPiece(c pt, pc engine.Piece, cat *engine.Catalogue, letters []string, ghost bool) shape {
	owner := int(pc.Owner)
	if owner < 1 || owner > engine.MaxPlayers {
		owner = 1
	}
	at := c.add(pt{0, pieceDrop})
	u := unit(dirAngle(pc.Facing))
	nose := []pt{at.add(u.scale(pieceRadius + 8)), at.add(u.scale(pieceRadius - 3)).add(u.perp().scale(7)), at.add(u.scale(pieceRadius - 3)).add(u.perp().scale(-7))}
	disc := paint{fill: playerColour[owner-1], stroke: playerDark[owner-1], width: 1.5}
	ink, tip := "#FFFFFF", fmt.Sprintf("%s (%s) facing %v", cat.Name(pc.Kind), engine.PlayerName(owner), pc.Facing)
	if ghost {
		// A piece to be placed: an outline in its owner's colour.
		disc = paint{fill: "#FFFFFF", stroke: playerColour[owner-1], width: 2.5, dashed: true}
		ink, tip = playerDark[owner-1], "placed this turn: "+tip
	}
	text := "?"
	if int(pc.Kind) < len(letters) {
		text = letters[pc.Kind]
	}
	class := "piece"
	if ghost {
		class = "ghost"
	}
	return group{class: class, tip: tip, items: []shape{
		polygon{pts: nose, paint: paint{fill: playerColour[owner-1], stroke: playerDark[owner-1], width: 1.5}},
		circle{c: at, r: pieceRadius, paint: disc},
		label{at: at.add(pt{0, 4.5}), text: text, size: 13, fill: ink, anchor: "middle", bold: true},
	}}
}

// drawOrder draws one order: a move as an arrow along its path, a turn as
// an outlined nose toward the new facing, a placement as a faint piece.
func drawOrder(origin pt, p *engine.Position, cat *engine.Catalogue, letters []string, owner uint8, o engine.Order) []shape {
	dark := playerDark[(int(owner)+engine.MaxPlayers-1)%engine.MaxPlayers]
	switch o.Op {
	case engine.OpMove:
		if !o.Loc.Valid() || !o.Dir.Valid() {
			return nil
		}
		end := o.Loc
		for k := 0; k < int(o.Dist); k++ {
			if next := end.Neighbour(o.Dir); next != engine.NoLoc {
				end = next
			}
		}
		a := hexCentre(origin, o.Loc).add(pt{0, pieceDrop})
		b := hexCentre(origin, end).add(pt{0, pieceDrop})
		return arrow(a.add(unit(dirAngle(o.Dir)).scale(pieceRadius+2)), b, dark)
	case engine.OpTurn:
		if !o.Loc.Valid() || !o.Dir.Valid() {
			return nil
		}
		at := hexCentre(origin, o.Loc).add(pt{0, pieceDrop})
		u := unit(dirAngle(o.Dir))
		nose := []pt{at.add(u.scale(pieceRadius + 11)), at.add(u.scale(pieceRadius)).add(u.perp().scale(8)), at.add(u.scale(pieceRadius)).add(u.perp().scale(-8))}
		return []shape{polygon{pts: nose, paint: paint{fill: "#FFFFFF", stroke: dark, width: 2, dashed: true}}}
	case engine.OpPlace:
		if !o.Loc.Valid() {
			return nil
		}
		return []shape{drawPiece(hexCentre(origin, o.Loc), engine.Piece{Kind: o.Kind, Owner: owner, Facing: o.Dir}, cat, letters, true)}
	}
	return nil
}

// arrow draws a thick line from a to b with a head at b.
func arrow(a, b pt, colour string) []shape {
	d := b.sub(a)
	n := d.length()
	if n < 1 {
		return nil
	}
	u := d.scale(1 / n)
	base := b.sub(u.scale(12))
	return []shape{
		line{a: a, b: base, paint: paint{stroke: colour, width: 4, opacity: 0.9}},
		polygon{pts: []pt{b, base.add(u.perp().scale(7)), base.add(u.perp().scale(-7))}, paint: paint{fill: colour, opacity: 0.9}},
	}
}
