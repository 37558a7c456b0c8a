package main

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"strings"
)

func init() {
	register(command{
		name:  "version",
		usage: "version",
		brief: "print the version and the commit birdcrab was built from (also --version)",
		run:   runVersion,
	})
}

// Release builds may set these with -ldflags "-X main.version=... -X
// main.commit=... -X main.date=..."; the build info fills what they leave
// empty.
var version, commit, date string

func runVersion(args []string, stdout, stderr io.Writer) int {
	fs := newBareFlags("version", stdout, stderr,
		"usage: birdcrab version",
		"Prints the module version, the VCS revision and the Go version birdcrab was built with.")
	rest, code, ok := fs.parse(args)
	if !ok {
		return code
	}
	if len(rest) > 0 {
		return fail(stderr, "version takes no arguments (got %q)", rest[0])
	}
	info, _ := debug.ReadBuildInfo()
	fmt.Fprintln(stdout, versionText(info, version, commit, date))
	return 0
}

// versionText is the line "birdcrab --version" prints: the module version,
// the revision and its time (with "modified" when the work tree had
// uncommitted changes), the Go version and the platform. Values set at link
// time win over the build info; what neither knows is said plainly: a build
// from a checkout without its VCS information is "(devel)", revision
// "unknown".
func versionText(info *debug.BuildInfo, ver, rev, when string) string {
	modified := false
	goVersion := runtime.Version()
	if info != nil {
		if ver == "" {
			ver = info.Main.Version
		}
		if info.GoVersion != "" {
			goVersion = info.GoVersion
		}
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				if rev == "" {
					rev = s.Value
				}
			case "vcs.time":
				if when == "" {
					when = s.Value
				}
			case "vcs.modified":
				modified = s.Value == "true"
			}
		}
	}
	if ver == "" {
		ver = "(devel)"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "birdcrab %s", ver)
	if rev == "" {
		b.WriteString(", revision unknown")
	} else {
		fmt.Fprintf(&b, ", revision %s", rev)
		if when != "" {
			fmt.Fprintf(&b, " (%s)", when)
		}
		if modified {
			b.WriteString(", modified")
		}
	}
	fmt.Fprintf(&b, ", %s %s/%s", goVersion, runtime.GOOS, runtime.GOARCH)
	return b.String()
}
