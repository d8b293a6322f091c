package source

import (
	"bytes"
	"errors"
	"io"
	"regexp"
	"strconv"

	"go.yaml.in/yaml/v3"
)

// yamlLine finds the line number in the YAML library's syntax errors
// ("yaml: line 7: ...").
var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// Documents splits a file into its YAML documents (separated by ---). A
// syntax error ends the reading: the documents before it are returned with
// the error as a diagnostic.
func (r *Reader) Documents(data []byte) []*yaml.Node {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var docs []*yaml.Node
	for {
		var n yaml.Node
		err := dec.Decode(&n)
		if errors.Is(err, io.EOF) {
			return docs
		}
		if err != nil {
			r.syntaxError(err)
			return docs
		}
		if n.Kind == yaml.DocumentNode && len(n.Content) == 1 {
			docs = append(docs, n.Content[0])
		}
	}
}

func (r *Reader) syntaxError(err error) {
	msg := err.Error()
	line := 1
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		line, _ = strconv.Atoi(m[1])
		msg = m[2]
	}
	r.Diags = append(r.Diags, Diagnostic{Pos: Pos{File: r.File, Line: line, Col: 1}, Msg: "YAML syntax error: " + msg})
}
