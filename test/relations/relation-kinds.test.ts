// Every relation kind Strapi v4 models, written from either side, kept consistent on both sides
// and in order (spec §4.5, issue: relations and components).
import { beforeEach, describe, expect, it } from 'vitest';
import type { RelationAttribute } from '../../server/schema/types.ts';
import { contentType, inMemoryProject, type InMemoryProject } from '../helpers/in-memory-project.ts';

let p: InMemoryProject;
const m = (name: string) => p.registry.get(`api::${name}.${name}`);
const create = async (name: string, data: Record<string, unknown>) => (await p.entries.create(m(name), data)).id;
const update = async (name: string, id: number, data: Record<string, unknown>) =>
  await p.entries.update(m(name), id, data);
const linked = async (name: string, id: number, attr: string): Promise<number[] | number | null> => {
  const e = (await p.entries.findOne(m(name), id, { fields: ['*'], populate: { [attr]: {} } }))!;
  const v = e[attr] as { id: number } | Array<{ id: number }> | null;
  return Array.isArray(v) ? v.map((x) => x.id) : v ? v.id : null;
};

beforeEach(async () => {
  p = await inMemoryProject([
    contentType('person', {
      name: { type: 'string' },
      passport: { type: 'relation', relation: 'oneToOne', target: 'api::passport.passport', inversedBy: 'holder' },
      pets: { type: 'relation', relation: 'oneToMany', target: 'api::pet.pet', mappedBy: 'owner' },
      clubs: { type: 'relation', relation: 'manyToMany', target: 'api::club.club', inversedBy: 'members' },
      favouriteClub: { type: 'relation', relation: 'oneWay', target: 'api::club.club' },
      visitedClubs: { type: 'relation', relation: 'manyWay', target: 'api::club.club' },
      friends: { type: 'relation', relation: 'manyToMany', target: 'api::person.person' },
      mentor: { type: 'relation', relation: 'manyToOne', target: 'api::person.person', inversedBy: 'mentees' },
      mentees: { type: 'relation', relation: 'oneToMany', target: 'api::person.person', mappedBy: 'mentor' },
    }),
    contentType('passport', {
      number: { type: 'string' },
      holder: { type: 'relation', relation: 'oneToOne', target: 'api::person.person', mappedBy: 'passport' },
    }),
    contentType('pet', {
      name: { type: 'string' },
      owner: { type: 'relation', relation: 'manyToOne', target: 'api::person.person', inversedBy: 'pets' },
    }),
    contentType('club', {
      name: { type: 'string' },
      members: { type: 'relation', relation: 'manyToMany', target: 'api::person.person', mappedBy: 'clubs' },
    }),
  ]);
});

describe('relation kinds, both directions', () => {
  it('oneToOne: either side, and a passport moves from its previous holder', async () => {
    const a = await create('person', { name: 'a' });
    const b = await create('person', { name: 'b' });
    const pass = await create('passport', { number: 'X1', holder: a });
    expect(await linked('person', a, 'passport')).toBe(pass);
    await update('person', b, { passport: pass });
    expect(await linked('person', b, 'passport')).toBe(pass);
    expect(await linked('person', a, 'passport')).toBeNull();
    expect(await linked('passport', pass, 'holder')).toBe(b);
  });

  it('manyToOne / oneToMany: written from the owning or the inverse side', async () => {
    const a = await create('person', { name: 'a' });
    const b = await create('person', { name: 'b' });
    const rex = await create('pet', { name: 'rex', owner: a });
    const tom = await create('pet', { name: 'tom' });
    await update('person', a, { pets: { connect: [tom] } });
    expect(await linked('person', a, 'pets')).toEqual([rex, tom]);
    expect(await linked('pet', tom, 'owner')).toBe(a);
    await update('person', b, { pets: [rex] });
    expect(await linked('pet', rex, 'owner')).toBe(b);
    expect(await linked('person', a, 'pets')).toEqual([tom]);
  });

  it('manyToMany: both sides see the link, each in its own order', async () => {
    const a = await create('person', { name: 'a' });
    const b = await create('person', { name: 'b' });
    const chess = await create('club', { name: 'chess' });
    const go = await create('club', { name: 'go' });
    await update('person', a, { clubs: [go, chess] });
    await update('person', b, { clubs: [chess] });
    expect(await linked('person', a, 'clubs')).toEqual([go, chess]);
    expect(await linked('club', chess, 'members')).toEqual([a, b]);
    await update('club', go, { members: { connect: [b] } });
    expect(await linked('person', b, 'clubs')).toEqual([chess, go]);
  });

  it('oneWay and manyWay have no inverse side', async () => {
    const a = await create('person', { name: 'a' });
    const [c1, c2, c3] = await Promise.all(['x', 'y', 'z'].map((name) => create('club', { name })));
    await update('person', a, { favouriteClub: c2, visitedClubs: [c3, c1] });
    expect(await linked('person', a, 'favouriteClub')).toBe(c2);
    expect(await linked('person', a, 'visitedClubs')).toEqual([c3, c1]);
    const b = await create('person', { name: 'b', favouriteClub: c2 });
    expect(await linked('person', a, 'favouriteClub')).toBe(c2);
    expect(await linked('person', b, 'favouriteClub')).toBe(c2);
  });

  it('self-relations, uni- and bidirectional', async () => {
    const [a, b, c] = await Promise.all(['a', 'b', 'c'].map((name) => create('person', { name })));
    await update('person', a, { friends: [b, c], mentees: [b, c] });
    expect(await linked('person', a, 'friends')).toEqual([b, c]);
    expect(await linked('person', b, 'mentor')).toBe(a);
    expect(await linked('person', c, 'mentor')).toBe(a);
    await update('person', c, { mentor: b });
    expect(await linked('person', a, 'mentees')).toEqual([b]);
    expect(await linked('person', b, 'mentees')).toEqual([c]);
  });

  // The numbers below are those real Strapi 4.26.2 stored for the same writes (asked side by side).
  it("an owner leaving a target's list closes the gap in that list's order", async () => {
    const [a, b] = [await create('person', { name: 'a' }), await create('person', { name: 'b' })];
    const c = await create('person', { name: 'c', mentor: b });
    const d = await create('person', { name: 'd', mentor: c });
    const e = await create('person', { name: 'e', mentor: a });
    const f = await create('person', { name: 'f', mentor: c });
    for (const [who, mentor] of [
      [c, a],
      [d, b],
      [e, c],
      [f, d],
    ])
      await update('person', who, { mentor });
    const mentor = (m('person').attributes.mentor as RelationAttribute).link;
    const stored = await p.engine.all(
      `SELECT ${mentor.ownColumn} AS who, ${mentor.targetColumn} AS mentor, ${mentor.inverseOrderColumn} AS position ` +
        `FROM ${mentor.name} ORDER BY 1`,
    );
    expect(stored.map((r) => [r.who, r.mentor, r.position])).toEqual([
      [c, a, 1],
      [d, b, 1],
      [e, c, 1],
      [f, d, 1],
    ]);
    // One mentee across all mentors: the tie at position 1 goes to the lowest id, as Strapi's plan gives it.
    const page = await p.entries.findMany(m('person'), {
      fields: ['name'],
      populate: { mentees: { fields: ['name'], limit: 1, pageAcrossParents: true } },
    });
    expect(page.map((x) => (x.mentees as Array<{ id: number }>).map((y) => y.id))).toEqual([[c], [], [], [], [], []]);

    const [chess, go] = [await create('club', { name: 'chess' }), await create('club', { name: 'go' })];
    await update('person', a, { clubs: [chess, go] });
    await update('person', b, { clubs: [chess] });
    await update('person', c, { clubs: [chess] });
    await update('club', go, { members: { set: [c] } });
    await update('person', b, { clubs: null });
    const clubs = (m('person').attributes.clubs as RelationAttribute).link;
    const members = await p.engine.all(
      `SELECT ${clubs.ownColumn} AS who, ${clubs.inverseOrderColumn} AS position FROM ${clubs.name} ` +
        `WHERE ${clubs.targetColumn} = ? ORDER BY 2`,
      [chess],
    );
    expect(members.map((r) => [r.who, r.position])).toEqual([
      [a, 1],
      [c, 2],
    ]);
  });

  it('deleting an entry removes its links on both sides', async () => {
    const a = await create('person', { name: 'a' });
    const chess = await create('club', { name: 'chess' });
    const rex = await create('pet', { name: 'rex', owner: a });
    await update('person', a, { clubs: [chess] });
    await p.entries.delete(m('person'), a);
    expect(await linked('club', chess, 'members')).toEqual([]);
    expect(await linked('pet', rex, 'owner')).toBeNull();
  });

  it('keeps the order in the stored file, so it survives a restart', async () => {
    const a = await create('person', { name: 'a' });
    const clubs = await Promise.all(['a', 'b', 'c'].map((name) => create('club', { name })));
    await update('person', a, { clubs: [clubs[2], clubs[0], clubs[1]] });
    const { loadSqlJs } = await import('../../server/db/sqljs.ts');
    const SQL = await loadSqlJs();
    const copy = new SQL.Database(p.db.export());
    const link = (
      m('person').attributes.clubs as {
        link: { name: string; ownColumn: string; targetColumn: string; orderColumn: string };
      }
    ).link;
    const rows = copy
      .exec(
        `SELECT ${link.targetColumn} FROM ${link.name} WHERE ${link.ownColumn} = ${a} ORDER BY ${link.orderColumn}`,
      )[0]
      .values.map((r) => Number(r[0]));
    expect(rows).toEqual([clubs[2], clubs[0], clubs[1]]);
    copy.close();
  });
});
