export const Search = () => (
  <form action="/articles">
    <input name="search" />
  </form>
);
