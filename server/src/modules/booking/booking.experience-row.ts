import type { EntityManager, EntityName } from '@mikro-orm/postgresql';
import { Experience } from '../experience/experience.entity.js';

// An application reads its experience in the checks' one statement (booking.store.ts applicationChecks):
// the columns it selects and the plain object made of the row, with the values findOne would give.

/** An entity's properties stored in its table's columns (not computed, not formulas). */
export const storedProps = (em: EntityManager, entity: EntityName<object>) =>
  em.getMetadata(entity).props.filter((prop) => prop.persist !== false && !prop.formula);

/** The experience's stored properties: each one's column and name, from its entity (read once). */
let experienceProps: {
  columns: readonly string[];
  props: { column: string; name: string; date: boolean; time: boolean }[];
};
function experienceFields(em: EntityManager) {
  if (!experienceProps) {
    const props = storedProps(em, Experience).map((prop) => {
      if (prop.kind !== 'scalar' || prop.fieldNames?.length !== 1)
        throw new Error(`Experience.${prop.name}: not a column the application's checks can read`);
      const date = prop.columnTypes?.[0] === 'date';
      return {
        column: prop.fieldNames[0],
        name: prop.name,
        date,
        time: !date && prop.runtimeType === 'Date',
      };
    });
    experienceProps = { columns: props.map((prop) => prop.column), props };
  }
  return experienceProps;
}
/** The experience's columns (applicationChecks reads them). */
export const experienceColumns = (em: EntityManager) => experienceFields(em).columns;

/** YYYY-MM-DD of a `date` column as pg hands it (a Date at local midnight). */
const localDate = (date: Date) =>
  `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The experience's row read by the checks (applicationChecks) as the plain object of its properties,
 * with the values findOne would give them: what the rules, the mails and the events read of it. Not an
 * entity: the application changes nothing of it, so nothing is tracked (no unit of work, no snapshot).
 * The row may come from the app's pool (pg's parsers: a `date` as a Date at local midnight) or from
 * the ORM's connection (its parsers: dates and timestamps as PostgreSQL's text).
 */
export function experienceOfRow(em: EntityManager, row: Record<string, unknown>): Experience {
  const experience: Record<string, unknown> = {};
  for (const { column, name, date, time } of experienceFields(em).props) {
    const value = row[column];
    experience[name] =
      date && value instanceof Date
        ? localDate(value)
        : time && typeof value === 'string'
          ? em.getPlatform().parseDate(value)
          : value;
  }
  return experience as unknown as Experience;
}
