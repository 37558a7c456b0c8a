package picture

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"math"
	"strconv"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// PNGScale is how many pixels a unit of the picture takes: 1.5 keeps the
// letters of the cells' names sharp.
const PNGScale = 1.5

// PNG writes the picture as a PNG image, PNGScale pixels a unit: the
// shapes rasterised with golang.org/x/image/vector, the texts in the Go
// fonts. It draws what SVG writes.
func (pic *Picture) PNG(w io.Writer) error {
	r := &rasteriser{faces: faces{}}
	width, height := int(math.Ceil(pic.Width*PNGScale)), int(math.Ceil(pic.Height*PNGScale))
	r.img = image.NewRGBA(image.Rect(0, 0, width, height))
	draw.Draw(r.img, r.img.Bounds(), image.White, image.Point{}, draw.Src)
	for _, it := range pic.items {
		if err := r.shape(it); err != nil {
			return err
		}
	}
	return png.Encode(w, r.img)
}

type rasteriser struct {
	img   *image.RGBA
	faces faces
}

func (r *rasteriser) shape(it shape) error {
	switch s := it.(type) {
	case polygon:
		r.fill(s.pts, s.paint)
		r.stroke(append(s.pts, s.pts[0]), s.paint)
	case circle:
		pts := circlePoints(s.c, s.r)
		r.fill(pts, s.paint)
		r.stroke(append(pts, pts[0]), s.paint)
	case line:
		r.stroke([]pt{s.a, s.b}, s.paint)
	case label:
		return r.text(s)
	case group:
		for _, inner := range s.items {
			if err := r.shape(inner); err != nil {
				return err
			}
		}
	}
	return nil
}

// circlePoints approximates a circle by a polygon.
func circlePoints(c pt, radius float64) []pt {
	const n = 48
	pts := make([]pt, n)
	for i := range pts {
		pts[i] = c.add(unit(2 * math.Pi * float64(i) / n).scale(radius))
	}
	return pts
}

// fill fills a polygon with the paint's fill colour.
func (r *rasteriser) fill(pts []pt, p paint) {
	if p.fill == "" || len(pts) < 3 {
		return
	}
	r.paintPath([][]pt{pts}, p.fill, p.opacity)
}

// stroke draws the polyline pts with the paint's stroke: each segment (or
// each dash) a quadrilateral, with a disc at each joint.
func (r *rasteriser) stroke(pts []pt, p paint) {
	if p.stroke == "" || p.width <= 0 {
		return
	}
	var paths [][]pt
	half := p.width / 2
	phase := 0.0 // how far along the polyline the dashes are
	for i := 0; i+1 < len(pts); i++ {
		for _, seg := range dashes(pts[i], pts[i+1], p.dashed, &phase) {
			d := seg[1].sub(seg[0])
			n := d.length()
			if n == 0 {
				continue
			}
			v := d.perp().scale(half / n)
			paths = append(paths, []pt{seg[0].add(v), seg[1].add(v), seg[1].sub(v), seg[0].sub(v)})
		}
		if !p.dashed && half > 1 {
			paths = append(paths, circlePoints(pts[i+1], half))
		}
	}
	r.paintPath(paths, p.stroke, p.opacity)
}

// dashes cuts a segment into dashes of 4 units with gaps of 3, as the SVG's
// stroke-dasharray, continuing the pattern at *phase along the line; a
// solid segment is one dash.
func dashes(a, b pt, dashed bool, phase *float64) [][2]pt {
	if !dashed {
		return [][2]pt{{a, b}}
	}
	d := b.sub(a)
	n := d.length()
	var out [][2]pt
	for t := 0.0; t < n; {
		at := math.Mod(*phase+t, 7)
		step := math.Min(7-at, n-t)
		if at < 4 {
			on := math.Min(4-at, n-t)
			out = append(out, [2]pt{a.add(d.scale(t / n)), a.add(d.scale((t + on) / n))})
		}
		t += step
	}
	*phase += n
	return out
}

// paintPath fills the union of the closed paths with colour hex at the
// given opacity (0 means opaque).
func (r *rasteriser) paintPath(paths [][]pt, hex string, opacity float64) {
	// Rasterise only the paths' bounding box: a rasteriser holds a float
	// for every pixel it covers.
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, path := range paths {
		for _, q := range path {
			minX, minY = math.Min(minX, q.x*PNGScale), math.Min(minY, q.y*PNGScale)
			maxX, maxY = math.Max(maxX, q.x*PNGScale), math.Max(maxY, q.y*PNGScale)
		}
	}
	box := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX))+1, int(math.Ceil(maxY))+1).Intersect(r.img.Bounds())
	if box.Empty() {
		return
	}
	z := vector.NewRasterizer(box.Dx(), box.Dy())
	ox, oy := float64(box.Min.X), float64(box.Min.Y)
	for _, path := range paths {
		z.MoveTo(float32(path[0].x*PNGScale-ox), float32(path[0].y*PNGScale-oy))
		for _, q := range path[1:] {
			z.LineTo(float32(q.x*PNGScale-ox), float32(q.y*PNGScale-oy))
		}
		z.ClosePath()
	}
	z.Draw(r.img, box, image.NewUniform(parseColour(hex, opacity)), image.Point{})
}

// parseColour reads "#RRGGBB" with an opacity (0 means opaque).
func parseColour(hex string, opacity float64) color.Color {
	v, err := strconv.ParseUint(hex[1:], 16, 32)
	if err != nil || len(hex) != 7 {
		v = 0
	}
	a := 1.0
	if opacity > 0 && opacity < 1 {
		a = opacity
	}
	return color.NRGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: uint8(math.Round(a * 255))}
}

// The Go fonts, parsed once: an opentype.Font is safe for concurrent use.
var goFonts struct {
	once          sync.Once
	regular, bold *opentype.Font
	err           error
}

// faces are the font faces of one Draw or one PNG, by size and boldness,
// made as they are first needed. A face loads its glyphs into a buffer of
// its own, so it is not safe for concurrent use: each call has its faces,
// and two goroutines can draw at once.
type faces map[[2]float64]font.Face

// face returns the Go font at size, bold or regular.
func (fs faces) face(size float64, bold bool) (font.Face, error) {
	goFonts.once.Do(func() {
		goFonts.regular, goFonts.err = opentype.Parse(goregular.TTF)
		if goFonts.err == nil {
			goFonts.bold, goFonts.err = opentype.Parse(gobold.TTF)
		}
	})
	if goFonts.err != nil {
		return nil, fmt.Errorf("the Go fonts: %w", goFonts.err)
	}
	key := [2]float64{size, 0}
	f := goFonts.regular
	if bold {
		key[1], f = 1, goFonts.bold
	}
	if fc, ok := fs[key]; ok {
		return fc, nil
	}
	fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size * PNGScale, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		return nil, err
	}
	fs[key] = fc
	return fc, nil
}

// text draws a label, anchored as in the SVG.
func (r *rasteriser) text(l label) error {
	fc, err := r.faces.face(l.size, l.bold)
	if err != nil {
		return err
	}
	d := font.Drawer{Dst: r.img, Src: image.NewUniform(parseColour(l.fill, 0)), Face: fc}
	x := l.at.x * PNGScale
	switch l.anchor {
	case "middle":
		x -= float64(d.MeasureString(l.text)) / 64 / 2
	case "end":
		x -= float64(d.MeasureString(l.text)) / 64
	}
	d.Dot = fixed.Point26_6{X: fixed.Int26_6(x * 64), Y: fixed.Int26_6(l.at.y * PNGScale * 64)}
	d.DrawString(l.text)
	return nil
}
