//go:build race

package trainer

// raceEnabled shortens the longest tests under the race detector, which
// slows them tenfold.
const raceEnabled = true
