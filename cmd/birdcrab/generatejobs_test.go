package main

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// --jobs runs at most one job a core, and says so when it lowers it: more
// only shared the cores, each job holding its search in memory (--jobs
// 100000 took 12 minutes and 1.9 GB for the pack --jobs 1 wrote in 3 s,
// and a SIGTERM took minutes to be felt).
func TestGenerateCapsJobsAtTheCores(t *testing.T) {
	old := generateGiveUp
	generateGiveUp = 5
	defer func() { generateGiveUp = old }()
	_, errs, code := runCmd(t, "generate", "--count", "1", "--seed", "5", "--nodes", "1", "--jobs", "100000")
	cores := runtime.NumCPU()
	want := fmt.Sprintf("birdcrab: note: --jobs 100000: this machine has %d core", cores)
	if code != 1 || !strings.Contains(errs, want) {
		t.Errorf("exit %d, stderr %q; want 1 and %q", code, errs, want)
	}
	for _, tc := range []struct{ jobs, cores, want int }{{0, 2, 0}, {1, 2, 1}, {2, 2, 2}, {3, 2, 2}, {100000, 8, 8}} {
		var note strings.Builder
		got := capJobs(&note, tc.jobs, tc.cores)
		if got != tc.want || (note.Len() > 0) != (tc.jobs > tc.cores) {
			t.Errorf("--jobs %d on %d cores: %d jobs, note %q; want %d, a note only when lowered", tc.jobs, tc.cores, got, note.String(), tc.want)
		}
	}
}
