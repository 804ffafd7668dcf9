import { describe, expect, it } from 'vitest';
import {
  injuryFormFrom,
  injuryRequest,
  statusFormFor,
  statusOrder,
  statusRequest,
  statusRules,
} from './availability-form.ts';

describe('the status form', () => {
  it('records a new injury with an INJURED status when none is open', () => {
    const values = {
      ...statusFormFor('2026-11-27', 'INJURED', false),
      description: ' Hamstring strain ',
      bodyPart: '',
      note: ' Scan on Monday ',
    };
    expect(statusRequest(values, null)).toEqual({
      availability: {
        status: 'INJURED',
        startDate: '2026-11-27',
        endDate: null,
        note: 'Scan on Monday',
        injuryId: null,
      },
      injury: {
        description: 'Hamstring strain',
        bodyPart: null,
        occurredOn: '2026-11-27',
        expectedReturn: null,
      },
    });
    expect(Object.keys(statusRules(values))).toContain('description');
  });

  it('links the open injury instead, and asks nothing of an injury for other statuses', () => {
    const injured = statusFormFor('2026-11-27', 'INJURED', true);
    expect(statusRequest(injured, 'i1')).toMatchObject({ availability: { injuryId: 'i1' }, injury: null });
    const sick = statusFormFor('2026-11-27', 'SICK', false);
    expect(statusRequest(sick, 'i1')).toMatchObject({
      availability: { status: 'SICK', injuryId: null },
      injury: null,
    });
    expect(Object.keys(statusRules(sick))).not.toContain('description');
  });

  it('says when the end is before the start or the return before the injury', () => {
    const values = {
      ...statusFormFor('2026-11-27', 'INJURED', false),
      endDate: '2026-11-26',
      expectedReturn: '2026-11-01',
    };
    expect(statusOrder(values)).toEqual({
      endDate: [{ key: 'availability.form.endBeforeStart' }],
      expectedReturn: [{ key: 'availability.form.returnBeforeInjury' }],
    });
    expect(statusOrder(statusFormFor('2026-11-27', 'AVAILABLE', false))).toEqual({});
  });
});

describe('the injury form', () => {
  it('sends the return day only with RECOVERED', () => {
    const open = { status: 'CARE' as const, expectedReturn: '2026-12-10', returnedOn: null };
    const values = injuryFormFrom(open, '2026-11-27');
    expect(injuryRequest({ ...values, status: 'PHYSIO_REHAB', note: 'Twice a week' })).toEqual({
      status: 'PHYSIO_REHAB',
      expectedReturn: '2026-12-10',
      returnedOn: null,
      note: 'Twice a week',
    });
    expect(injuryRequest({ ...values, status: 'RECOVERED' })).toMatchObject({
      returnedOn: '2026-11-27',
      note: null,
    });
  });
});
