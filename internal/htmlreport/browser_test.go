package htmlreport

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

var docShot = flag.String("docshot", "", "also write the board of the attack step, as PNG, to this file (for the documentation)")

// shownStep is what a person sees of the step shown in a browser.
type shownStep struct {
	Shown   int // how many steps are displayed
	Title   string
	Slider  string
	At      string
	Current string // the step list entry marked current
	Players []struct {
		Name  string
		Life  string
		Cards []shownCard
	}
}

type shownCard struct {
	Label       string
	States      string
	Owner       string
	WritingMode string // vertical-rl when drawn rotated
	Attached    []shownCard
}

// showing reads the board of the step displayed in the first scenario.
const showing = `(() => {
  const sc = document.querySelector("article.scenario");
  const steps = [...sc.querySelectorAll("section.step")].filter(s => getComputedStyle(s).display !== "none");
  const card = li => ({
    label: li.dataset.label,
    states: li.querySelector(".states").textContent,
    owner: (li.querySelector(":scope > .card-box > .owner") || {textContent: ""}).textContent,
    writingMode: getComputedStyle(li.querySelector(".card-box")).writingMode,
    attached: [...li.querySelectorAll(":scope > .card-box > .attached > li.card")].map(card),
  });
  const s = steps[0];
  return {
    shown: steps.length,
    title: s.querySelector("h3").textContent,
    slider: sc.querySelector("input[type=range]").value,
    at: sc.querySelector("output").textContent,
    current: (sc.querySelector(".step-list a[aria-current=step]") || {textContent: ""}).textContent,
    players: [...s.querySelectorAll("section.player")].map(p => ({
      name: p.dataset.player,
      life: p.querySelector(".life").textContent,
      cards: [...p.querySelectorAll(":scope > .battlefield > li.card")].map(card),
    })),
  };
})()`

// TestPageInBrowser opens a trace page from disk in headless Chromium,
// checks the board at a known step, moves through the steps with the
// keyboard, checks a narrow window and print, and takes screenshots in the
// test's temporary directory.
func TestPageInBrowser(t *testing.T) {
	b := startBrowser(t, 1200, 900)
	dir := t.TempDir()
	file := filepath.Join(dir, "board.html")
	if err := os.WriteFile(file, tracePage(t, "testdata/board.yaml"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := b.open("file://" + file); err != nil {
		t.Fatal(err)
	}
	look := func() shownStep {
		t.Helper()
		var s shownStep
		if err := b.eval(showing, &s); err != nil {
			t.Fatal(err)
		}
		return s
	}
	press := func(key string, code, times int) {
		t.Helper()
		for range times {
			if err := b.press(key, code); err != nil {
				t.Fatal(err)
			}
		}
	}

	s := look()
	if s.Shown != 1 || s.Title != "Step 1 of 9: Start" || s.Slider != "0" || s.At != "1" || s.Current != "Start" {
		t.Fatalf("on opening: %d steps shown, %q (slider %s, output %s, current %q); want only step 1, Start", s.Shown, s.Title, s.Slider, s.At, s.Current)
	}

	press("ArrowRight", 39, 5) // to the attack
	s = look()
	if s.Shown != 1 || s.Title != "Step 6 of 9: Action 5 at testdata/board.yaml:28:5" {
		t.Fatalf("after 5 × ArrowRight: %d steps shown, %q; want step 6, Action 5", s.Shown, s.Title)
	}
	if s.Slider != "5" || s.At != "6" || s.Current != "Action 5" {
		t.Errorf("after 5 × ArrowRight: slider %s, output %s, current %q; want 5, 6, Action 5", s.Slider, s.At, s.Current)
	}
	ana, ben := s.Players[0], s.Players[1]
	if ana.Name != "Ana" || ben.Name != "Ben" || ben.Life != "20" {
		t.Fatalf("players %q (life %s), %q; want Ana, Ben at 20", ana.Name, ana.Life, ben.Name)
	}
	if len(ben.Cards) != 0 {
		t.Errorf("Ben controls %d permanents, want none: his Dreadmaw is Ana's this turn", len(ben.Cards))
	}
	var labels []string
	for _, c := range ana.Cards {
		labels = append(labels, c.Label)
	}
	want := []string{"Grizzly Bears", "Hill Giant", "Mountain#1", "Mountain#2", "Mountain#3", "Colossal Dreadmaw"}
	if !slices.Equal(labels, want) {
		t.Fatalf("Ana's battlefield shows %q, want %q", labels, want)
	}
	for _, tc := range []struct {
		card          shownCard
		states, owner string
		rotated       bool
	}{
		{ana.Cards[0], "Tapped, attacking Ben", "", true},
		{ana.Cards[1], "Untapped", "", false},
		{ana.Cards[2], "Tapped", "", true},
		{ana.Cards[5], "Tapped, attacking Ben", "Owner: Ben", true},
	} {
		c := tc.card
		if c.States != tc.states || c.Owner != tc.owner || (c.WritingMode == "vertical-rl") != tc.rotated {
			t.Errorf("%s shows %q, %q, drawn %s; want %q, %q, rotated %v", c.Label, c.States, c.Owner, c.WritingMode, tc.states, tc.owner, tc.rotated)
		}
	}
	if a := ana.Cards[0].Attached; len(a) != 1 || a[0].Label != "Holy Strength" {
		t.Errorf("on Grizzly Bears: %+v; want Holy Strength", a)
	}
	shot, err := b.screenshot(false)
	if err != nil {
		t.Fatal(err)
	}
	savePNG(t, filepath.Join(dir, "attack.png"), shot)
	if *docShot != "" {
		if shot, err = b.screenshotOf("section.step .board"); err != nil {
			t.Fatal(err)
		}
		savePNG(t, *docShot, shot)
	}

	press("End", 35, 1)
	s = look()
	if s.Title != "Step 9 of 9: Final expectation at testdata/board.yaml:34:3" || s.Players[1].Life != "11" {
		t.Errorf("after End: %q, Ben at %s; want the final expectation, Ben at 11", s.Title, s.Players[1].Life)
	}
	press("ArrowRight", 39, 1) // past the end: stays
	press("ArrowLeft", 37, 2)
	if s = look(); s.Slider != "6" {
		t.Errorf("End, ArrowRight, 2 × ArrowLeft: slider at %s, want 6", s.Slider)
	}
	press("Home", 36, 1)
	press("ArrowLeft", 37, 1) // before the start: stays
	if s = look(); s.Slider != "0" || s.Shown != 1 {
		t.Errorf("Home, ArrowLeft: slider at %s with %d steps shown, want 0 and 1", s.Slider, s.Shown)
	}

	// A link to a step opens it (from another page: a new hash on the same
	// page is no new load).
	for _, url := range []string{"about:blank", "file://" + file + "#s1-step7"} {
		if err := b.open(url); err != nil {
			t.Fatal(err)
		}
	}
	if s = look(); s.Shown != 1 || s.Slider != "7" || s.Current != "Action 7" {
		t.Errorf("opened at #s1-step7: %d steps shown, slider at %s, current %q; want Action 7 alone", s.Shown, s.Slider, s.Current)
	}

	// A phone-sized window: nothing wider than the window.
	if err := b.call(b.session, "Emulation.setDeviceMetricsOverride",
		map[string]any{"width": 360, "height": 740, "deviceScaleFactor": 1, "mobile": true}, nil); err != nil {
		t.Fatal(err)
	}
	var width int
	if err := b.eval("document.documentElement.scrollWidth", &width); err != nil {
		t.Fatal(err)
	}
	if width > 360 {
		var wide []string
		b.eval(`[...document.querySelectorAll("body *")].filter(e => e.getBoundingClientRect().right > 361 && ![...e.children].some(c => c.getBoundingClientRect().right > 361)).map(e => e.tagName + "." + e.className + " " + Math.round(e.getBoundingClientRect().width) + " " + e.textContent.slice(0,40)).slice(0, 8)`, &wide)
		t.Errorf("in a 360 px window the page is %d px wide: %q", width, wide)
	}
	if shot, err = b.screenshot(false); err != nil {
		t.Fatal(err)
	}
	savePNG(t, filepath.Join(dir, "narrow.png"), shot)

	// Printed, every step is there.
	if err := b.call(b.session, "Emulation.setEmulatedMedia", map[string]any{"media": "print"}, nil); err != nil {
		t.Fatal(err)
	}
	if s = look(); s.Shown != 9 {
		t.Errorf("printed: %d steps shown, want all 9", s.Shown)
	}
	t.Logf("screenshots in %s", dir)
}

// savePNG checks that data is a PNG and writes it.
func savePNG(t *testing.T, file string, data []byte) {
	t.Helper()
	if !bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")) || len(data) < 1000 {
		t.Fatalf("the screenshot is not a PNG (%d bytes)", len(data))
	}
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
}
