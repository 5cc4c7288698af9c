// The PostgreSQL replay's judge over several recorded Strapi runs: what the runs disagree on is left
// open, and nothing else.
import { describe, expect, it } from 'vitest';
import { judgeByRuns, type RecordedRun } from '../../scripts/conformance/judge-runs.ts';

const request = { method: 'GET', path: '/api/products?populate=sections' };
const window = { from: Date.parse('2026-11-24T00:00:00Z'), to: Date.parse('2026-11-26T00:00:00Z') };

function entry(id: number, title: string, sectionIds: number[]) {
  const headings = ['a', 'b', 'c'];
  return { id, attributes: { title, sections: sectionIds.map((s, i) => ({ id: s, heading: headings[i] })) } };
}

function runs(...lists: ReturnType<typeof entry>[][]): RecordedRun[] {
  return lists.map((data) => ({ answer: { status: 200, body: { data, meta: {} } }, window }));
}

function ours(data: ReturnType<typeof entry>[], status = 200) {
  return { status, body: { data, meta: {} }, contentType: 'application/json' };
}

describe('judging an answer by several recorded Strapi runs', () => {
  // Two runs: the components of entry 1 took their ids in another order; entry 2's agree.
  const recorded = runs(
    [entry(1, 'one', [8, 9, 10]), entry(2, 'two', [11, 12])],
    [entry(1, 'one', [9, 10, 8]), entry(2, 'two', [11, 12])],
  );

  it('passes an answer that differs from every run only where the runs disagree', () => {
    expect(judgeByRuns(request, recorded, ours([entry(1, 'one', [10, 8, 9]), entry(2, 'two', [11, 12])]), window)).toBe(
      true,
    );
  });

  it('fails when a value the runs agree on differs', () => {
    expect(judgeByRuns(request, recorded, ours([entry(1, 'uno', [10, 8, 9]), entry(2, 'two', [11, 12])]), window)).toBe(
      false,
    );
    expect(judgeByRuns(request, recorded, ours([entry(1, 'one', [10, 8, 9]), entry(2, 'two', [12, 11])]), window)).toBe(
      false,
    );
  });

  it('fails a disputed id no run gave to any component of that list', () => {
    expect(
      judgeByRuns(request, recorded, ours([entry(1, 'one', [10, 8, 11]), entry(2, 'two', [11, 12])]), window),
    ).toBe(false);
  });

  it("takes a disputed id another of the same entry's components held in a run, nested ones too", () => {
    // Strapi makes all of an entry's components at once: a nested component's id may be any of them.
    const nested = (leads: number[], items: number[][]) => ({
      id: 1,
      attributes: {
        sections: leads.map((lead, i) => ({ id: i + 1, lead: { id: lead }, items: items[i].map((id) => ({ id })) })),
      },
    });
    const recordedNested = runs(
      [nested([54, 52], [[55, 53], []])] as never,
      [nested([55, 52], [[53, 54], []])] as never,
    );
    expect(judgeByRuns(request, recordedNested, ours([nested([53, 52], [[54, 55], []])] as never), window)).toBe(true);
    // An id outside the span the runs gave this entry's components of that kind is still refused:
    // the sections' own ids (another kind) and the entry's id never widen it.
    expect(judgeByRuns(request, recordedNested, ours([nested([56, 52], [[54, 55], []])] as never), window)).toBe(false);
    expect(judgeByRuns(request, recordedNested, ours([nested([2, 52], [[54, 55], []])] as never), window)).toBe(false);
  });

  it('keeps the structure: number of components, their fields, the status', () => {
    expect(judgeByRuns(request, recorded, ours([entry(1, 'one', [10, 8]), entry(2, 'two', [11, 12])]), window)).toBe(
      false,
    );
    const renamed = entry(1, 'one', [10, 8, 9]);
    renamed.attributes.sections[0].heading = 'z';
    expect(judgeByRuns(request, recorded, ours([renamed, entry(2, 'two', [11, 12])]), window)).toBe(false);
    expect(judgeByRuns(request, recorded, ours([entry(2, 'two', [11, 12]), entry(1, 'one', [9, 10, 8])]), window)).toBe(
      false,
    );
    expect(
      judgeByRuns(request, recorded, ours([entry(1, 'one', [9, 10, 8]), entry(2, 'two', [11, 12])], 201), window),
    ).toBe(false);
  });

  it('masks nothing when only one run was recorded', () => {
    const one = recorded.slice(0, 1);
    expect(judgeByRuns(request, one, ours([entry(1, 'one', [8, 9, 10]), entry(2, 'two', [11, 12])]), window)).toBe(
      true,
    );
    expect(judgeByRuns(request, one, ours([entry(1, 'one', [9, 10, 8]), entry(2, 'two', [11, 12])]), window)).toBe(
      false,
    );
  });

  it('takes the rows in any order only where the runs hold the same rows in different orders', () => {
    const shuffled = runs(
      [entry(1, 'one', []), entry(2, 'two', []), entry(3, 'three', [])],
      [entry(3, 'three', []), entry(1, 'one', []), entry(2, 'two', [])],
    );
    const inIdOrder = [entry(1, 'one', []), entry(2, 'two', []), entry(3, 'three', [])];
    expect(judgeByRuns(request, shuffled, ours([inIdOrder[1], inIdOrder[2], inIdOrder[0]]), window)).toBe(true);
    expect(judgeByRuns(request, shuffled, ours([inIdOrder[0], inIdOrder[1]]), window)).toBe(false);
    expect(judgeByRuns(request, shuffled, ours([inIdOrder[0], inIdOrder[1], entry(4, 'four', [])]), window)).toBe(
      false,
    );
    // Runs that agree on the order leave none open.
    const agreed = runs(inIdOrder, inIdOrder);
    expect(judgeByRuns(request, agreed, ours([inIdOrder[1], inIdOrder[0], inIdOrder[2]]), window)).toBe(false);
  });

  it('accepts, where the runs differ in shape, exactly one of their answers there', () => {
    const shapes = runs([entry(1, 'one', [8])], [entry(1, 'one', [8, 9])]);
    expect(judgeByRuns(request, shapes, ours([entry(1, 'one', [8, 9])]), window)).toBe(true);
    expect(judgeByRuns(request, shapes, ours([entry(1, 'one', [9, 8])]), window)).toBe(false);
  });
});
