package htmlreport

import (
	"bufio"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"sync"
	"testing"
	"time"
)

// This file drives a real headless Chromium through the DevTools protocol
// over a pipe (--remote-debugging-pipe: commands in on fd 3, answers out on
// fd 4, each a JSON message ended by a NUL byte), which needs nothing but
// the standard library and Debian's chromium package.

// browser is one headless Chromium with one page.
type browser struct {
	cmd     *exec.Cmd
	in      *os.File // its fd 3
	session string   // the page's session
	mu      sync.Mutex
	nextID  int
	waiting map[int]chan cdpMessage
	events  chan cdpMessage
	done    chan struct{} // closed when the browser's output ends
}

type cdpMessage struct {
	ID        int             `json:"id,omitempty"`
	Method    string          `json:"method,omitempty"`
	Params    json.RawMessage `json:"params,omitempty"`
	Result    json.RawMessage `json:"result,omitempty"`
	Error     *cdpError       `json:"error,omitempty"`
	SessionID string          `json:"sessionId,omitempty"`
}

type cdpError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// chromiumPath finds Chromium, or skips the test saying how to install it.
func chromiumPath(t testing.TB) string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no Chromium installed, so the page is not tested in a browser: install it (apt-get install chromium) to run this test; .ci/run does")
	return ""
}

// startBrowser starts headless Chromium with a page of width × height CSS
// pixels; it is closed when the test ends.
func startBrowser(t testing.TB, width, height int) *browser {
	path := chromiumPath(t)
	inR, inW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(path, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
		"--no-first-run", "--no-default-browser-check", "--disable-extensions", "--hide-scrollbars",
		"--user-data-dir="+t.TempDir(), "about:blank")
	cmd.ExtraFiles = []*os.File{inR, outW} // fds 3 and 4
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting %s: %v", path, err)
	}
	inR.Close()
	outW.Close()
	b := &browser{cmd: cmd, in: inW, waiting: map[int]chan cdpMessage{}, events: make(chan cdpMessage, 256), done: make(chan struct{})}
	go b.read(outR)
	t.Cleanup(func() {
		b.call("", "Browser.close", nil, nil) //nolint:errcheck // it may be gone already
		b.in.Close()
		select {
		case <-b.done:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
		}
		cmd.Wait()
	})
	var target struct{ TargetID string }
	if err := b.call("", "Target.createTarget", map[string]any{"url": "about:blank"}, &target); err != nil {
		t.Fatal(err)
	}
	var attached struct{ SessionID string }
	if err := b.call("", "Target.attachToTarget", map[string]any{"targetId": target.TargetID, "flatten": true}, &attached); err != nil {
		t.Fatal(err)
	}
	b.session = attached.SessionID
	for _, m := range []string{"Page.enable", "Runtime.enable"} {
		if err := b.call(b.session, m, nil, nil); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.call(b.session, "Emulation.setDeviceMetricsOverride",
		map[string]any{"width": width, "height": height, "deviceScaleFactor": 1, "mobile": false}, nil); err != nil {
		t.Fatal(err)
	}
	return b
}

// read dispatches the browser's messages: answers to their callers, events
// to the events channel.
func (b *browser) read(out *os.File) {
	defer close(b.done)
	defer out.Close()
	r := bufio.NewReader(out)
	for {
		raw, err := r.ReadBytes(0)
		if err != nil {
			return
		}
		var m cdpMessage
		if json.Unmarshal(raw[:len(raw)-1], &m) != nil {
			continue
		}
		if m.ID == 0 {
			select {
			case b.events <- m:
			default: // nobody waits for old events
			}
			continue
		}
		b.mu.Lock()
		ch := b.waiting[m.ID]
		delete(b.waiting, m.ID)
		b.mu.Unlock()
		if ch != nil {
			ch <- m
		}
	}
}

// call sends one command (to the page's session, or to the browser when
// session is "") and decodes its result into result.
func (b *browser) call(session, method string, params, result any) error {
	b.mu.Lock()
	b.nextID++
	id := b.nextID
	ch := make(chan cdpMessage, 1)
	b.waiting[id] = ch
	b.mu.Unlock()
	msg := map[string]any{"id": id, "method": method}
	if params != nil {
		msg["params"] = params
	}
	if session != "" {
		msg["sessionId"] = session
	}
	data, err := json.Marshal(msg)
	if err != nil {
		return err
	}
	if _, err := b.in.Write(append(data, 0)); err != nil {
		return fmt.Errorf("%s: %w", method, err)
	}
	select {
	case m := <-ch:
		if m.Error != nil {
			return fmt.Errorf("%s: %s", method, m.Error.Message)
		}
		if result != nil {
			return json.Unmarshal(m.Result, result)
		}
		return nil
	case <-b.done:
		return fmt.Errorf("%s: the browser exited", method)
	case <-time.After(30 * time.Second):
		return fmt.Errorf("%s: no answer in 30 s", method)
	}
}

// open loads url and waits for its load event.
func (b *browser) open(url string) error {
	for len(b.events) > 0 {
		<-b.events
	}
	if err := b.call(b.session, "Page.navigate", map[string]any{"url": url}, nil); err != nil {
		return err
	}
	timeout := time.After(30 * time.Second)
	for {
		select {
		case m := <-b.events:
			if m.Method == "Page.loadEventFired" && m.SessionID == b.session {
				return nil
			}
		case <-b.done:
			return errors.New("the browser exited while loading " + url)
		case <-timeout:
			return errors.New("no load event in 30 s for " + url)
		}
	}
}

// eval evaluates a JavaScript expression in the page (waiting for it when
// it is a promise) and decodes its value (which must be JSON) into result.
func (b *browser) eval(expr string, result any) error {
	var r struct {
		Result struct {
			Value json.RawMessage `json:"value"`
		} `json:"result"`
		ExceptionDetails *struct {
			Text      string `json:"text"`
			Exception struct {
				Description string `json:"description"`
			} `json:"exception"`
		} `json:"exceptionDetails"`
	}
	if err := b.call(b.session, "Runtime.evaluate", map[string]any{"expression": expr, "returnByValue": true, "awaitPromise": true}, &r); err != nil {
		return err
	}
	if e := r.ExceptionDetails; e != nil {
		return fmt.Errorf("%s: %s %s", expr, e.Text, e.Exception.Description)
	}
	return json.Unmarshal(r.Result.Value, result)
}

// press types one key, as a person on a keyboard does.
func (b *browser) press(key string, keyCode int) error {
	for _, typ := range []string{"rawKeyDown", "keyUp"} {
		if err := b.call(b.session, "Input.dispatchKeyEvent",
			map[string]any{"type": typ, "key": key, "code": key, "windowsVirtualKeyCode": keyCode, "nativeVirtualKeyCode": keyCode}, nil); err != nil {
			return err
		}
	}
	return nil
}

// screenshot captures the page as PNG: the viewport, or with full the
// whole page.
func (b *browser) screenshot(full bool) ([]byte, error) {
	params := map[string]any{"format": "png"}
	if full {
		var m struct {
			CSSContentSize struct{ Width, Height float64 } `json:"cssContentSize"`
		}
		if err := b.call(b.session, "Page.getLayoutMetrics", nil, &m); err != nil {
			return nil, err
		}
		params["captureBeyondViewport"] = true
		params["clip"] = map[string]any{"x": 0, "y": 0, "width": m.CSSContentSize.Width, "height": m.CSSContentSize.Height, "scale": 1}
	}
	var r struct{ Data string }
	if err := b.call(b.session, "Page.captureScreenshot", params, &r); err != nil {
		return nil, err
	}
	return base64.StdEncoding.DecodeString(r.Data)
}

// screenshotOf captures the first element that selector matches, as PNG.
func (b *browser) screenshotOf(selector string) ([]byte, error) {
	var r struct{ X, Y, Width, Height float64 }
	expr := `(() => { const r = [...document.querySelectorAll(` + jsString(selector) + `)].find(e => e.offsetParent !== null).getBoundingClientRect();
	  return {x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height}; })()`
	if err := b.eval(expr, &r); err != nil {
		return nil, err
	}
	var shot struct{ Data string }
	clip := map[string]any{"x": r.X, "y": r.Y, "width": r.Width, "height": r.Height, "scale": 1}
	if err := b.call(b.session, "Page.captureScreenshot", map[string]any{"format": "png", "captureBeyondViewport": true, "clip": clip}, &shot); err != nil {
		return nil, err
	}
	return base64.StdEncoding.DecodeString(shot.Data)
}

// jsString quotes s as a JavaScript string.
func jsString(s string) string {
	data, _ := json.Marshal(s)
	return string(data)
}
