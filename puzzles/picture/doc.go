// Package picture draws positions as pictures to share: a standalone SVG
// document or a PNG image, in colour, for a forum post or a rules
// document. It is what `birdcrab show --svg` and `--png` write.
//
// # Scenes
//
// A Scene says what to draw, from the top: heading lines (the first large
// and bold), one or two boards side by side, each with a caption and the
// orders drawn on it (moves as arrows, turns as outlined noses, placements
// as outlined pieces), notes under the boards, and under those each
// board's player lines, each after a disc of its player's colour. The
// caller writes every text: this package draws, and says nothing of the
// game but the cells' names, the corners' letters and the pieces'
// tooltips ("Pikeman (Red) facing D").
//
// Draw lays a scene out as a Picture (refusing a board without its
// position), which SVG and PNG write: both show the same shapes, and a
// long line is wrapped to the picture's width as measured in the Go fonts
// the PNG draws with, with room to spare for the wider fonts an SVG
// viewer may use.
//
// # Colours
//
// The players' colours are the Okabe-Ito palette, which stays apart under
// every common colour blindness, as on the screens (Colour).
//
// # Imports
//
// It imports engine and golang.org/x/image (the Go fonts, the
// rasteriser), and nothing of the solver or the screens, so that the
// commands, the screens and a program of one's own can draw alike.
//
// # Concurrency
//
// Draw, Picture.SVG and Picture.PNG are safe to call from several
// goroutines at once, on one picture or many: each call measures and
// draws its texts with font faces of its own. A Picture is not changed
// once drawn.
package picture
