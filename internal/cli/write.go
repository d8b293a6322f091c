package cli

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// writeAtomically writes file through a temporary file in the same
// directory and a rename, keeping an existing file's permissions (0644 for a
// new one): a reader sees the old file or the new one, never half of one,
// and a failed write leaves the old file as it was.
func writeAtomically(file string, data []byte) error {
	perm := fs.FileMode(0o644)
	info, err := os.Stat(file)
	switch {
	case err == nil:
		perm = info.Mode().Perm()
	case !errors.Is(err, fs.ErrNotExist):
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(file), ".rulecheck-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // after a successful rename, there is nothing to remove
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(perm); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), file)
}

// writePage renders an HTML page with render and writes it to file (--html).
func writePage(file string, render func(io.Writer) error) error {
	var buf bytes.Buffer
	if err := render(&buf); err != nil {
		return &exitError{code: ExitInternal, msg: "rendering the HTML page: " + err.Error()}
	}
	if err := writeAtomically(file, buf.Bytes()); err != nil {
		return usageErrorf("--html: %v", err)
	}
	return nil
}
