/**
 * Off switches of the census bench (plugins/census/mechanisms.ts): true when the build was made with
 * `CENSUS_OFF` naming `id`. Readers' builds have none.
 */
export function censusOff(id: string): boolean {
  return (process.env.CENSUS_OFF ?? '').split(',').includes(id);
}
