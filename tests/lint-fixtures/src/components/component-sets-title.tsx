export const title = () => {
  document.title = 'x';
};
