package cli

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// writeAtomically writes file through a temporary file in the same
// directory, synced to disk, and a rename, keeping an existing file's
// permissions (0644 for a new one): a reader sees the old file or the new
// one, never half of one, a failed write leaves the old file as it was, and
// no temporary file is left behind.
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
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), file); err != nil {
		return err
	}
	syncDir(filepath.Dir(file))
	return nil
}

// syncDir makes a rename in dir durable where the system can sync a
// directory; where it can't, the rename stands as the system keeps it.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
}
