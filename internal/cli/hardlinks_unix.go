//go:build unix

package cli

import (
	"os"
	"syscall"
)

// hardLinks is the number of names a file has, or 1 when the system does
// not say.
func hardLinks(info os.FileInfo) uint64 {
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Nlink)
	}
	return 1
}
