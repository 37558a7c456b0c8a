//go:build unix

package solver

import (
	"syscall"
	"time"
)

// cpuTime returns the processor time the process has used, user and
// system: unlike the time on the clock, it does not grow while other
// programs hold the processors.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
