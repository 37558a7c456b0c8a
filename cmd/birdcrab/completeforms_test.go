package main

import (
	"path/filepath"
	"testing"
)

// Completion after the forms the flags take and the shells pass: the
// = form (--opponent=, which bash splits at "=", zsh and fish give whole)
// completed nothing; a pack named by $HOME gave no ids, where ~ did;
// generate --with offered no kinds; and flags already given were offered
// again (but solve's --goal, which may be repeated).
func TestCompleteForms(t *testing.T) {
	home, err := filepath.Abs("testdata")
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("HOME", home)
	checkCompletions(t, []completeCase{
		{"--opponent= whole", []string{"solve", "x.toml", "--opponent="}, []string{"--opponent=hold", "--opponent=fixed", "--opponent=any"}, nil},
		{"--goal= whole", []string{"solve", "x.toml", "--goal=ki"}, []string{"--goal=kill", "--goal=kills"}, []string{"--goal=ransack"}},
		{"--opponent= split by bash", []string{"solve", "x.toml", "--opponent", "="}, []string{"hold", "fixed", "any"}, nil},
		{"--opponent=f split by bash", []string{"solve", "x.toml", "--opponent", "=", "f"}, []string{"fixed"}, []string{"hold"}},
		{"--id= of a pack", []string{"show", "testdata/two.toml", "--id=s"}, []string{"--id=standoff"}, []string{"--id=ransack"}},
		{"ids of a pack named by $HOME", []string{"solve", "$HOME/two.toml", "--id", ""}, []string{"ransack", "standoff"}, nil},
		{"ids of a pack named by ${HOME}", []string{"solve", `"${HOME}/two.toml"`, "--id", ""}, []string{"ransack", "standoff"}, nil},
		{"ids after a pack and --pieces= split", []string{"resolve", "--pieces", "=", "testdata/my-pieces.toml", "testdata/two.toml", "--id", "r"}, []string{"ransack"}, nil},
		{"generate's kinds", []string{"generate", "--with", "Cr"}, []string{"Crab"}, []string{"Bird"}},
		// A kind whose name holds a space is offered as a code writes it:
		// "Cloud Man" went in unquoted (bash: a second argument "Man"),
		// and the = form split it in two ("--with=Cloud", "--with=Man").
		{"a kind with a space", []string{"generate", "--with", "Clo"}, []string{"CloudMan"}, []string{"Cloud Man"}},
		{"a kind with a space, = whole", []string{"generate", "--with=Rev"}, []string{"--with=ReverseCentaur"}, []string{"--with=Reverse", "--with=Centaur"}},
		{"flags given are not offered again", []string{"solve", "x.toml", "--json", "--id=a", "-timeout", "5s", "--"}, []string{"--goal", "--side"}, []string{"--json", "--id", "--timeout"}},
		{"--goal may be repeated", []string{"solve", "x.toml", "--goal", "kill A1", "--g"}, []string{"--goal"}, nil},
	})
}
