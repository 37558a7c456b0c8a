//go:build !race

package trainer

// raceEnabled shortens the longest tests under the race detector.
const raceEnabled = false
