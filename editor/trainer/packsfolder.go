package trainer

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// packsFolderProblems are the problems of the packs folder that would
// otherwise leave the learner's packs out without a word (UserPacks lists
// none of them): a folder that cannot be read, though it is there (a
// missing folder only means no packs of one's own), and a .toml link
// whose file cannot be reached. None when the progress is in memory only.
func (t *Trainer) packsFolderProblems() []string {
	folder := t.packsFolder()
	if folder == "" {
		return nil
	}
	entries, err := os.ReadDir(folder)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		return []string{clean(fmt.Sprintf("your packs folder %s cannot be read (%s): its packs are not listed", folder, unwrapPathError(err)))}
	}
	var problems []string
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".toml") || e.Type()&fs.ModeSymlink == 0 {
			continue
		}
		path := filepath.Join(folder, e.Name())
		if _, err := os.Stat(path); err != nil {
			target, _ := os.Readlink(path)
			problems = append(problems, clean(fmt.Sprintf("%s in your packs folder %s is a link to %s, which cannot be read (%s): it is not listed",
				e.Name(), folder, target, unwrapPathError(err))))
		}
	}
	return problems
}
