package picture

import (
	"fmt"
	"html"
	"strings"
)

// SVG returns the picture as a standalone SVG document. Each piece is one
// <g class="piece"> element (placements to come are class "ghost"), with a
// <title> naming it.
func (pic *Picture) SVG() string {
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" font-family="DejaVu Sans, Verdana, Arial, sans-serif">`+"\n",
		num(pic.Width), num(pic.Height), num(pic.Width), num(pic.Height))
	fmt.Fprintf(&b, "<title>%s</title>\n<desc>%s</desc>\n", esc(pic.title), esc(pic.desc))
	fmt.Fprintf(&b, `<rect width="100%%" height="100%%" fill="#FFFFFF"/>`+"\n")
	for _, it := range pic.items {
		writeSVGShape(&b, it)
	}
	b.WriteString("</svg>\n")
	return b.String()
}

func writeSVGShape(b *strings.Builder, it shape) {
	switch s := it.(type) {
	case polygon:
		var pts []string
		for _, p := range s.pts {
			pts = append(pts, num(p.x)+","+num(p.y))
		}
		fmt.Fprintf(b, `<polygon points="%s"%s/>`+"\n", strings.Join(pts, " "), svgPaint(s.paint))
	case circle:
		fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="%s"%s/>`+"\n", num(s.c.x), num(s.c.y), num(s.r), svgPaint(s.paint))
	case line:
		fmt.Fprintf(b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke-linecap="round"%s/>`+"\n", num(s.a.x), num(s.a.y), num(s.b.x), num(s.b.y), svgPaint(s.paint))
	case label:
		anchor := ""
		if s.anchor != "" && s.anchor != "start" {
			anchor = fmt.Sprintf(` text-anchor="%s"`, s.anchor)
		}
		weight := ""
		if s.bold {
			weight = ` font-weight="bold"`
		}
		fmt.Fprintf(b, `<text x="%s" y="%s" font-size="%s" fill="%s"%s%s>%s</text>`+"\n", num(s.at.x), num(s.at.y), num(s.size), s.fill, anchor, weight, esc(s.text))
	case group:
		fmt.Fprintf(b, `<g class="%s"><title>%s</title>`+"\n", s.class, esc(s.tip))
		for _, inner := range s.items {
			writeSVGShape(b, inner)
		}
		b.WriteString("</g>\n")
	}
}

// svgPaint writes the fill and stroke attributes.
func svgPaint(p paint) string {
	var b strings.Builder
	if p.fill == "" {
		b.WriteString(` fill="none"`)
	} else {
		fmt.Fprintf(&b, ` fill="%s"`, p.fill)
	}
	if p.stroke != "" {
		fmt.Fprintf(&b, ` stroke="%s" stroke-width="%s"`, p.stroke, num(p.width))
		if p.dashed {
			b.WriteString(` stroke-dasharray="4 3"`)
		}
	}
	if p.opacity > 0 && p.opacity < 1 {
		fmt.Fprintf(&b, ` opacity="%s"`, num(p.opacity))
	}
	return b.String()
}

// num writes a coordinate with at most two decimals.
func num(f float64) string {
	s := fmt.Sprintf("%.2f", f)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}

func esc(s string) string { return html.EscapeString(s) }
