// Package tui holds what the screens of birdcrab share and nothing of any
// one screen: the Shell that hosts a screen, the board widget, piece cards,
// the theme, menus, dialogs, text entry, order entry and the replay of a
// turn. The scenario editor (package editor) and the trainer (package
// editor/trainer) are Screens a Shell drives; they do not know each other.
// It is built with tview and tcell on the engine.
//
// # The shell
//
// A Shell owns the tview application and what every screen has: the title
// line (Screen.Title), the screen's widgets between it and the message
// lines (Screen.Layout), the message lines (Say, or the screen's Notice),
// the status line of the keys of the moment, the dialogs over the screen
// (ShowMenu, Prompt, Confirm, TextDialog), the help screen (ShowHelp),
// the short help ? (F1 in a text field) shows in a window of the keys its
// widget takes (KeyedWindow: Menu, TextEntry),
// the terminal given back to another program meanwhile (Suspend),
// the question before quitting (RequestQuit: Screen.Quit) and a guard
// that turns a panic in a draw or a key into a message (Protect, Panics).
// Mouse events go to the screen's widgets from one place, the shell's
// main view; a widget a click focuses gets the keys the screen leaves
// (SetFocus, Focused). Ctrl-C always asks to quit.
//
// # Keys as data
//
// A Binding ties keys to an action: its name (the handler is named after
// it), the handler, the line of the help, a hint for the status line and
// why it cannot act now (Disabled: the key then says so instead of doing
// nothing). A Table holds the bindings of one screen in one mode, in the
// order of the help; a Keymap is the tables of the moment, the most
// specific first (Screen.Keys). The same tables drive the dispatch
// (Keymap.Dispatch: the first binding that takes a key runs; a binding
// without a handler leaves the key to the focused widget, which has a
// table of its own: Board.Keys, Menu.KeyTables, LinesView.Keys), the hint
// line (the first table's hints, most important first by Rank, fitted to
// the width by FitHints, which leaves out whole hints rather than cutting
// one and always ends with the help key, or the table's Prompt while a
// question waits), the help
// screen (Help.Lines) and the README's key tables (Help.Markdown, checked
// by each screen's tests). A state whose hints differ borrows bindings
// from the documented tables (Binding.As). CheckKeys finds a bound key
// without help, a help line without its key, a key bound twice, and a key
// left to a widget that does not take it.
//
// # The board widget
//
// Board embeds *tview.Box and draws in Draw the 61 cells as offset rows: a
// cell is 4 columns by 2 lines (6 columns where the screen is wide, one
// line where it is short), its location name dimmed on line one and its
// piece on line two: the kind's two letters (KindLetters), the owner by
// colour (by attributes and letter case in monochrome) and the facing
// arrow (letters a..f in ASCII mode). Territories are tinted by their
// controller, trenches are plain and the Pit is shaded apart. The board
// keeps no position: on every draw it asks a BoardContent for the
// position, the catalogue and the Marks laid over it (orders as arrows,
// placements as ghost pieces, highlights, the selection). StaticContent is
// a ready BoardContent. The cursor moves with the arrows, hjkl and the
// mouse; Enter, Space or a second click call the selected function.
// BoardText draws the widget as lines of text, with ANSI colours or
// without, for birdcrab show and resolve.
//
// # Order entry
//
// OrderEntry turns cells and keys on a Board into orders through an
// OrderHost (the position, the Orders so far, a way to change one
// player's orders, a status line and a chooser). Every order is checked
// with the engine's CheckOrders and refused with its reason (Reason). Its
// Allowed function limits it to some players (the trainer's learner); Mark
// lays the selection and the legal destinations over the board's Marks.
// Its keys are tables too: Keys gives the question's table while it waits
// for a direction, a distance or a facing (its Prompt is Hint), and Action
// gives an order key (m, t, x, p, X, T) for a screen's table to document
// in its own words.
//
// # Reusing the board and order entry
//
// A screen that shows a puzzle builds a Board on its own BoardContent
// (StaticContent will do) and refreshes its Marks before each draw:
// Marks.AddOrders for the orders written, OrderEntry.Mark for the
// selection, Hi for the cells of an event. It gives an OrderEntry an
// OrderHost that keeps the learner's orders, sets Allowed to the learner's
// side and Cursor to the board's, and wires the board to it:
//
//	board.SetSelectedFunc(entry.Activate)                          // Enter, Space
//	board.SetClickedFunc(func(l engine.Loc) bool { entry.Activate(l); return true })
//
// Host.Choose can show a Menu. ExampleBoard and ExampleOrderEntry show
// both in a few lines.
//
// # A turn played out
//
// PlayTurn resolves a turn and follows every piece through its events, a
// ReplayPage per stage (placement, each priority, rotation, the end of the
// turn). A ReplayView steps through it, forward and back, with an event
// picked; EventLines explains each event of a page in words and numbers,
// a picked fight with both fighters' cards (FightCards, PieceCard).
//
// # Text
//
// A Line is a list of Spans, each a text in a tcell style; the side panels
// are LinesViews of Lines computed for their width (the wheel scrolls
// them; More names what hides below the fold and the key that reaches
// it). Text is measured in terminal columns by grapheme cluster
// (StringWidth, uniseg's widths: a CJK character or an emoji takes two),
// and DrawText draws a control character from a file as a space.
// WrapText, WrapLines and Reflow wrap text; Theme gives every style and
// glyph, in colour or monochrome, with arrows or ASCII letters. The
// players' colours are the Okabe-Ito palette (OkabeIto), as in the
// pictures of `birdcrab show`; a player is named by its colour everywhere
// (PlayerName), the replay's events too (engine.Event.TextNamed), and a
// piece as "Pikeman (Red)".
//
// # Concurrency
//
// Everything here belongs to tview's event loop. Work from other
// goroutines (the solver, the trainer's judge) comes back through
// Shell.Go. Tests read the simulation screen inside QueueUpdate
// (package tuitest).
package tui
