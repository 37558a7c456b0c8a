package quality

import (
	"context"
	"errors"
	"slices"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/solver"
)

// specialOf returns the special rule a theme names ("Harpy", "Cloud Man"),
// and false for a mechanism ("division", "priority" ...).
func specialOf(theme string) (engine.Special, bool) {
	for sp := engine.Catapult; sp <= engine.Witch; sp++ {
		if sp.String() == theme {
			return sp, true
		}
	}
	return engine.Plain, false
}

// Decisive keeps, of a solution's themes (see Themes), the special rules
// that decide it: with every kind of that rule made plain, the stated
// solution no longer works, or is no longer the only minimal solution,
// under the puzzle's model. A piece of a rule taking part in the turn is
// not enough: a Catapult that fights a fight it would win anyway decides
// nothing. Mechanisms (division, priority ...) are kept as they are, but
// for those of one rule (a Harpy's knockback and bomb), which go with it. A
// check that runs past the node bound counts as not decisive; the nodes
// are those of every check. The error is a cancelled context.
func Decisive(ctx context.Context, p *solver.Problem, stated []engine.Order, themes []string, opt Options) ([]string, int64, error) {
	var nodes int64
	off := map[string]bool{} // the special rules that decide nothing
	for _, th := range themes {
		sp, ok := specialOf(th)
		if !ok {
			continue
		}
		decides, n, err := decides(ctx, p, stated, sp, opt)
		nodes += n
		if err != nil {
			return nil, nodes, err
		}
		off[th] = !decides
	}
	var out []string
	for _, th := range themes {
		if !off[th] && !off[ruleOf[th]] {
			out = append(out, th)
		}
	}
	return out, nodes, nil
}

// ruleOf gives the special rule behind a mechanism only it makes: when
// the rule decides nothing, neither does the mechanism.
var ruleOf = map[string]string{
	ThemeKnockback: engine.Harpy.String(),
	ThemeHarpyBomb: engine.Harpy.String(),
}

// decides reports whether switching the special rule sp off (every kind
// of it made plain) breaks the stated solution: it fails, or another
// minimal solution appears, or it is no longer minimal.
func decides(ctx context.Context, p *solver.Problem, stated []engine.Order, sp engine.Special, opt Options) (bool, int64, error) {
	cat := p.Rules.Kinds.Clone()
	for id := engine.KindID(0); int(id) < cat.Len(); id++ {
		if k := *cat.Kind(id); k.Special == sp {
			k.Special = engine.Plain
			if _, err := cat.Put(k); err != nil {
				return true, 0, nil
			}
		}
	}
	rules := *p.Rules
	rules.Kinds = cat
	off := *p
	off.Rules = &rules
	if off.Check() != nil {
		return true, 0, nil // the position, or the fixed orders, need the rule
	}
	var pl engine.Plan
	if off.Pos.CheckOrders(cat, off.Side, stated, &pl) != nil {
		return true, 0, nil // a Necromancer's target, say
	}
	res, err := solve(ctx, &off, opt, 0, 2)
	switch {
	case errors.Is(err, ErrTooBig):
		return false, 0, nil
	case err != nil && ctx.Err() != nil:
		return false, 0, err
	case err != nil:
		return true, 0, nil
	}
	same := len(res.Solutions) == 1 && len(res.Solutions[0].Orders) == len(stated) &&
		contains(res.Solutions[0].Orders, stated)
	return !same, res.Nodes, nil
}

// Strong leaves out of themes the weak ones (see weakThemes): those the
// goal or a side effect gives.
func Strong(themes []string) []string {
	return slices.DeleteFunc(slices.Clone(themes), func(th string) bool { return slices.Contains(weakThemes, th) })
}
