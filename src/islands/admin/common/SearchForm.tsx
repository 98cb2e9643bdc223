/**
 * A console list's search sent on Enter or with its button, so each search is one step of the
 * URL's history: the search box (SearchInput) and a Search button in a search landmark.
 */
import { useState } from "react";
import { Button } from "../../ui/Button";
import { SearchInput } from "./SearchInput";

interface Props {
  id: string;
  label: string;
  placeholder: string;
  button: string;
  /** The term the list shows now (the URL's); key the form by it so Back resets the box. */
  initial: string;
  onSearch: (term: string) => void;
}

export function SearchForm({ id, label, placeholder, button, initial, onSearch }: Props) {
  const [term, setTerm] = useState(initial);
  return (
    <form
      role="search"
      className="flex flex-1 gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(term.trim());
      }}
    >
      <SearchInput id={id} label={label} value={term} onValueChange={setTerm} placeholder={placeholder} />
      <Button type="submit" variant="secondary">
        {button}
      </Button>
    </form>
  );
}
