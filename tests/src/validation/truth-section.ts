export function truthSection(): string {
  return '';
}
