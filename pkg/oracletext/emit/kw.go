package emit

import "go.yaml.in/yaml/v3"

// investigate writes "Investigate" (701.16a): "Create a Clue token."
func investigate(offset int, p at) ([]*yaml.Node, error) {
	tok, err := predefinedToken("Clue", offset, p)
	if err != nil {
		return nil, err
	}
	return []*yaml.Node{p.kv("create_tokens", p.kv("count", 1, "token", tok))}, nil
}
