package picture

import (
	"bytes"
	"fmt"
	"html"
	"image/png"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"golang.org/x/image/font"
)

// scene is a scene of one board: the position of code, with orders drawn
// on it when given, and a line for each player.
func scene(t *testing.T, code string, orders [][]engine.Order) *Scene {
	t.Helper()
	cat := puzzles.DefaultCatalogue()
	pos, err := engine.ParseCode(cat, code)
	if err != nil {
		t.Fatal(err)
	}
	letters := make([]string, cat.Len())
	for i, k := range cat.Kinds() {
		letters[i] = k.Name[:2]
	}
	b := Board{Pos: &pos, Orders: orders}
	for n := 1; n <= int(pos.NumPlayers); n++ {
		b.Players = append(b.Players, fmt.Sprintf("%s (player %d)", engine.PlayerName(n), n))
	}
	return &Scene{Title: "A test", Heading: []string{"A test, turn 2"}, Boards: []Board{b}, Cat: cat, Letters: letters}
}

// mustDraw is Draw, failing the test on an error.
func mustDraw(t *testing.T, sc *Scene) *Picture {
	t.Helper()
	pic, err := Draw(sc)
	if err != nil {
		t.Fatal(err)
	}
	return pic
}

// TestDrawRefusesAnIncompleteScene: a board without its position
// stopped Draw with a nil pointer; it is refused, as are a scene without
// a board and one without a catalogue.
func TestDrawRefusesAnIncompleteScene(t *testing.T) {
	good := scene(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/D | g:-", nil)
	noPos := *good
	noPos.Boards = []Board{good.Boards[0], {Caption: "After"}}
	noBoard := *good
	noBoard.Boards = nil
	noCat := *good
	noCat.Cat = nil
	for name, c := range map[string]struct {
		sc   *Scene
		want string
	}{
		"no position":  {&noPos, "board 2 of the scene has no position"},
		"no board":     {&noBoard, "no board"},
		"no catalogue": {&noCat, "no catalogue"},
	} {
		pic, err := Draw(c.sc)
		if err == nil || !strings.Contains(err.Error(), c.want) || pic != nil {
			t.Errorf("%s: %v, %v; want the error %q", name, pic, err, c.want)
		}
	}
}

// PNG writes an image of the picture's size, each piece in its owner's
// colour.
func TestPNGDrawsPiecesInTheirColours(t *testing.T) {
	pic := mustDraw(t, scene(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D Pikeman/B2/E | DE.EF.FA m6 Bird/A1/D | g:-", nil))
	var buf bytes.Buffer
	if err := pic.PNG(&buf); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != int(math.Ceil(pic.Width*PNGScale)) || b.Dy() != int(math.Ceil(pic.Height*PNGScale)) {
		t.Errorf("size %v, picture %vx%v", b, pic.Width, pic.Height)
	}
	// Sample each piece's disc left of its letters.
	pieces := 0
	for _, it := range pic.items {
		g, ok := it.(group)
		if !ok || g.class != "piece" {
			continue
		}
		pieces++
		c := g.items[1].(circle)
		if owner := map[bool]int{true: 1, false: 2}[strings.Contains(g.tip, "(Red)")]; c.fill != Colour(owner) {
			t.Errorf("%s: drawn in %s, not player %d's %s", g.tip, c.fill, owner, Colour(owner))
		}
		at := c.c.add(pt{-c.r + 3, 0}).scale(PNGScale)
		r, gr, b, _ := img.At(int(at.x), int(at.y)).RGBA()
		want := parseColour(c.fill, 0)
		wr, wg, wb, _ := want.RGBA()
		if d := math.Abs(float64(r)-float64(wr)) + math.Abs(float64(gr)-float64(wg)) + math.Abs(float64(b)-float64(wb)); d > 3*0x1000 {
			t.Errorf("%s: pixel %v is not %s", g.tip, img.At(int(at.x), int(at.y)), c.fill)
		}
	}
	if pieces != 3 {
		t.Errorf("%d pieces drawn, want 3", pieces)
	}
}

// TestTextFits: a long title, a long line of orders and a long hand ran
// off the right edge of an SVG or PNG picture, cut; each text of the
// picture now fits its width, measured in the Go fonts the PNG draws with
// (the title wraps onto the lines below), on one board or two.
func TestTextFits(t *testing.T) {
	sc := scene(t, "bc1 t2 d30 | AB.BC.CD m6 h:Pikeman Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-", nil)
	sc.Heading = []string{
		"A very long title that goes on and on describing the whole idea of the puzzle in too many words (A pack whose title is long as well), turn 2",
		"Red (player 1) to play: kill A1; the others give no orders",
	}
	sc.Notes = []string{"Red (player 1): move A3 D 1, turn B2 A, turn C3 B, turn D2 B, turn E2 B, turn F2 B, place Pikeman AB1 D"}
	sc.Boards[0].Players[0] = "Red (player 1): hand Pikeman, Pikeman, Blockhead, Blockhead, Cyclops, Cyclops (max 6) · holds AB BC CD · kills 0"
	two := *sc
	two.Boards = []Board{sc.Boards[0], sc.Boards[0]}
	two.Boards[0].Caption, two.Boards[1].Caption = "Before, with the orders", "After the turn (turn 3 next)"
	text := regexp.MustCompile(`<text x="([0-9.]+)" y="[0-9.]+" font-size="([0-9.]+)" fill="[^"]*"( font-weight="bold")?>([^<]*)</text>`)
	fs := faces{}
	for name, sc := range map[string]*Scene{"one board": sc, "two boards": &two} {
		pic := mustDraw(t, sc)
		out := pic.SVG()
		found := 0
		for _, m := range text.FindAllStringSubmatch(out, -1) {
			x, _ := strconv.ParseFloat(m[1], 64)
			size, _ := strconv.ParseFloat(m[2], 64)
			fc, err := fs.face(size, m[3] != "")
			if err != nil {
				t.Fatal(err)
			}
			s := html.UnescapeString(m[4])
			if right := x + float64(font.MeasureString(fc, s))/64/PNGScale; right > pic.Width {
				t.Errorf("%s: %q ends at %.0f, past the picture's width %.0f", name, s, right, pic.Width)
			}
			found++
		}
		if found < 5 || !strings.Contains(out, ">A very long title") {
			t.Errorf("%s: %d texts read of the picture:\n%s", name, found, out)
		}
	}
}

// TestDrawFromSeveralGoroutines: the package is for other programs to
// import, and a server draws many pictures at once; the font faces that
// measure and draw the texts were shared, and `go test -race` caught
// their glyph buffers written from two goroutines.
func TestDrawFromSeveralGoroutines(t *testing.T) {
	sc := scene(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D Pikeman/B2/E | DE.EF.FA m6 Bird/A1/D | g:-", nil)
	var wg sync.WaitGroup
	errs := make(chan error, 4)
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			pic, err := Draw(sc)
			if err == nil {
				err = pic.PNG(io.Discard)
			}
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
}

// BenchmarkPNG draws and writes the picture of one position.
func BenchmarkPNG(b *testing.B) {
	cat := puzzles.DefaultCatalogue()
	pos, err := engine.ParseCode(cat, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D Pikeman/B2/E | DE.EF.FA m6 Bird/A1/D | g:-")
	if err != nil {
		b.Fatal(err)
	}
	sc := &Scene{Heading: []string{"A test, turn 2", "Red to play"}, Boards: []Board{{Pos: &pos, Players: []string{"Red", "Blue"}}}, Cat: cat, Letters: make([]string, cat.Len())}
	for b.Loop() {
		pic, err := Draw(sc)
		if err != nil {
			b.Fatal(err)
		}
		if err := pic.PNG(io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}
