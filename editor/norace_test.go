//go:build !race

package editor

// raceEnabled shortens the longest tests under the race detector.
const raceEnabled = false
