package report

import (
	"encoding/xml"
	"fmt"
	"io"
	"slices"

	"github.com/rulecheck/rulecheck/pkg/scenario"
)

// The JUnit XML report, as CI systems (GitHub, GitLab, Jenkins) read it.
type junitSuites struct {
	XMLName  xml.Name     `xml:"testsuites"`
	Name     string       `xml:"name,attr"`
	Tests    int          `xml:"tests,attr"`
	Failures int          `xml:"failures,attr"`
	Errors   int          `xml:"errors,attr"`
	Time     string       `xml:"time,attr"`
	Suites   []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name     string      `xml:"name,attr"`
	Tests    int         `xml:"tests,attr"`
	Failures int         `xml:"failures,attr"`
	Errors   int         `xml:"errors,attr"`
	Time     string      `xml:"time,attr"`
	Cases    []junitCase `xml:"testcase"`
	seconds  float64
}

type junitCase struct {
	Name      string        `xml:"name,attr"`
	Classname string        `xml:"classname,attr"`
	File      string        `xml:"file,attr"`
	Line      int           `xml:"line,attr"`
	Time      string        `xml:"time,attr"`
	Failure   *junitProblem `xml:"failure"`
	Error     *junitProblem `xml:"error"`
}

type junitProblem struct {
	Message string `xml:"message,attr"`
	Type    string `xml:"type,attr"`
	Body    string `xml:",cdata"`
}

// JUnit writes the run as JUnit XML: one testsuite per file (in file
// order), one testcase per scenario. A failing scenario's first mismatch
// (or the problem that stopped it) is the failure message and its whole
// text report the body; scenarios in error and internal errors are
// <error>s. A file that did not load is a testcase named "(load)" with an
// <error> per problem.
func JUnit(w io.Writer, run *Run, opts Options) error {
	suites := map[string]*junitSuite{}
	suite := func(file string) *junitSuite {
		if s, ok := suites[file]; ok {
			return s
		}
		s := &junitSuite{Name: file}
		suites[file] = s
		return s
	}
	for _, d := range run.LoadProblems {
		s := suite(d.Pos.File)
		body := d.Error() + "\n"
		if n := len(s.Cases); n > 0 && s.Cases[n-1].Name == "(load)" {
			s.Cases[n-1].Error.Body += body
			continue
		}
		s.Errors++
		s.Cases = append(s.Cases, junitCase{Name: "(load)", Classname: d.Pos.File, File: d.Pos.File, Line: d.Pos.Line, Time: "0.000",
			Error: &junitProblem{Message: d.Error(), Type: "load", Body: body}})
	}
	for _, res := range run.Results {
		s := suite(res.Pos.File)
		secs := ms(res, opts) / 1000
		s.seconds += secs
		c := junitCase{Name: res.Name, Classname: res.Pos.File, File: res.Pos.File, Line: res.Pos.Line, Time: fmt.Sprintf("%.3f", secs)}
		if res.Status != scenario.Passed {
			p := &junitProblem{Message: firstProblem(res), Type: statusWord(res.Status), Body: detail(res)}
			if res.Status == scenario.Failed {
				c.Failure = p
				s.Failures++
			} else {
				c.Error = p
				s.Errors++
			}
		}
		s.Cases = append(s.Cases, c)
	}
	out := junitSuites{Name: "rulecheck"}
	var files []string
	for f := range suites {
		files = append(files, f)
	}
	slices.Sort(files)
	var total float64
	for _, f := range files {
		s := suites[f]
		s.Tests = len(s.Cases)
		s.Time = fmt.Sprintf("%.3f", s.seconds)
		total += s.seconds
		out.Tests += s.Tests
		out.Failures += s.Failures
		out.Errors += s.Errors
		out.Suites = append(out.Suites, *s)
	}
	out.Time = fmt.Sprintf("%.3f", total)
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(out); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}

// firstProblem is the one-line reason a scenario did not pass.
func firstProblem(res *scenario.Result) string {
	if len(res.Mismatches) > 0 {
		m := res.Mismatches[0]
		return fmt.Sprintf("%s: %s: expected %s, got %s", m.Pos, m.Path, m.Expected, m.Actual)
	}
	if res.Problem != nil {
		return res.Problem.Error()
	}
	return res.Status.String()
}
