package editor

import "fmt"

// MovePuzzle moves puzzle i of the pack to place to, the others keeping
// their order: the order a save writes them in, and the trainer lists
// them in. The puzzle on the board stays on the board.
func MovePuzzle(i, to int) func(*State) error {
	return func(s *State) error {
		if s.Pack == nil || i < 0 || i >= len(s.Pack.Puzzles) || to < 0 || to >= len(s.Pack.Puzzles) {
			return fmt.Errorf("no such place in the pack")
		}
		if i == to {
			return ErrNoChange
		}
		pd := *s.Pack
		all := s.packPuzzles()
		moved := all[i]
		all = append(all[:i], all[i+1:]...)
		all = append(all[:to], append([]PuzzleData{moved}, all[to:]...)...)
		pd.Puzzles = all
		switch cur := pd.Cur; {
		case cur < 0 || !s.onPuzzle():
		case cur == i:
			pd.Cur = to
		case i < cur && to >= cur:
			pd.Cur--
		case i > cur && to <= cur:
			pd.Cur++
		}
		s.Pack = &pd
		return nil
	}
}
