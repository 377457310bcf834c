import { describe, expect, it } from "vitest";
import type {
  OrderPullConfig,
  OrderPullSchedule,
} from "../../runtime/generated/entities";
import type { PageScreen } from "../../runtime/generated/screen";
import { resolvedDefinitionSync } from "../../scripts/screens/shared/resolvedDefinitions";
import {
  bodyFromTemplates,
  type BodyTemplates,
} from "../../runtime/kinds/page/forms/stateBody";
import {
  renderTemplate,
  renderTemplates,
} from "../../runtime/templates/template";
import {
  eventEditOpening,
  isoFromUsDate,
  storedDayEdit,
} from "../../src/custom/pullSchedules/editRules";
import type { CalendarData } from "../../src/custom/pullSchedules/calendarAnswers";
import type { CalendarEvent } from "../../src/domain/calendar";

/** The calendar's definition: its endpoints' and forms' body templates shape what the calls send. */
const calendar = resolvedDefinitionSync(
  "screens/reports/pull-schedules.screen.json",
) as PageScreen;

/** What a call sends: the definition's body template of the endpoint filled with the values the component passes (as the runtime fills it), then as JSON (absent keys left out). */
function sent(endpoint: string, values: Record<string, unknown>): unknown {
  return JSON.parse(
    JSON.stringify(renderTemplates(calendar.endpoints[endpoint]?.body, values)),
  ) as unknown;
}

/** What a body of the Edit form sends (its value rules included), filled from the form's context: the row under the values, the page state under both. */
function formSent(
  body: BodyTemplates | string | undefined,
  context: Record<string, unknown>,
): Record<string, unknown> {
  if (typeof body === "string")
    throw new Error("the Edit form sends a body of keys");
  return JSON.parse(
    JSON.stringify(
      bodyFromTemplates(body ?? {}, context, context, (template, here) =>
        renderTemplate(template, { ...here }),
      ),
    ),
  ) as Record<string, unknown>;
}

const editForm = calendar.forms?.editEvent;

const rules = {
  recipientSortedTypes: [
    "ORDER_REPORT_SAME_DAY",
    "ORDER_REPORT_NEXT_DAY",
    "ORDER_REPORT_V_DAY",
  ],
  nextDayTypes: ["ORDER_REPORT_NEXT_DAY", "ORDER_REPORT_MAXIMUM"],
  noDateFilterTypes: ["ORDER_REPORT_V_DAY", "ERROR_REPORT"],
  fixedUpdate: {
    fileType: "excel",
    fulfillmentStatus: "unshipped",
    status: "open",
    deliveryWindow: [
      "(1pm - 6pm)",
      "(1pm - 5pm)",
      "(3pm - 6pm)",
      "(3pm - 7pm)",
    ],
    hours: 0,
    minutes: 0,
    createAtIncluded: false,
  },
};

const config = (reportType: OrderPullConfig["reportType"]): OrderPullConfig =>
  ({
    id: "8d6f0f8e-1111-4222-8333-444455556666",
    reportName: "WINNIPEG_SAME_DAY",
    description: "old",
    reportType,
    fileType: "csv",
    deliveryDateFilterIncluded: true,
    noOfDaysToDeliveryDate: 3,
    deliveryDate: "",
    filtersForRestUrl: {
      fulfillmentStatus: "unshipped",
      status: "open",
      fields: ["name"],
    },
    deliveryRegion: ["Winnipeg"],
    excludingRegion: [],
    provinceCode: "MB",
    deliveryWindowExcluded: false,
    deliveryWindow: ["(1pm - 6pm)"],
    defaultDeliveryStartTime: "",
    createAtIncluded: true,
    hours: 5,
    minutes: 30,
    skippedTag: "",
    sortHeaderName: "Bouquet",
    consolidateOrder: false,
    version: 4,
  }) as unknown as OrderPullConfig;

/** The schedule of the stored config, at 09:30 on weekdays. */
const schedule: OrderPullSchedule = {
  name: "EXP_A",
  state: "ENABLED",
  description: "d",
  scheduleExpression: "cron(30 9 ? * MON-FRI *)",
  scheduleExpressionTimezone: "America/Winnipeg",
  timezone: "America/Winnipeg",
  groupName: "exporter-service",
  input: '{"uuid":"x"}',
  version: 2,
};

const eventOf = (stored: OrderPullConfig): CalendarEvent => ({
  id: "EXP_A@09:30",
  scheduleId: "EXP_A",
  reportId: stored.id,
  reportName: stored.reportName,
  reportType: stored.reportType,
  deliveryRegion: [],
  start: "09:30",
  end: "10:00",
  status: "active",
  description: "",
  isDisabledThisDay: false,
  isOverride: false,
});

/**
 * The update Edit sends: the definition's `updateConfig` body of the form filled from the row the
 * calendar opens it with, under what the form holds (the fields it shows; a hidden one is not a value).
 */
function configUpdateBody(
  stored: OrderPullConfig,
  values: Record<string, unknown>,
  hidden: readonly string[] = [],
): Record<string, unknown> {
  const data = {
    schedules: [schedule],
    configs: [stored],
    overrides: { closed: [], override: [] },
  } as unknown as CalendarData;
  const opening = eventEditOpening(eventOf(stored), "2027-03-03", data, rules);
  const row = opening?.row ?? {};
  const shown = Object.fromEntries(
    Object.entries({ ...row, ...values }).filter(
      ([field]) => !hidden.includes(field) && field in values,
    ),
  );
  return formSent(editForm?.submit.body, { ...row, ...shown });
}

const edit = (patch: Record<string, unknown> = {}) => ({
  reportName: "WINNIPEG_SAME_DAY",
  description: "new",
  deliveryRegion: ["Winnipeg", "Brandon"],
  deliveryDate: "2027-02-14",
  startTime: "09:30",
  ...patch,
});

describe("calendar edit form (002 §4, spec README decision: an edit changes only what the dialog shows)", () => {
  it("sends the edits and the version loaded, and keeps every stored setting the dialog does not show", () => {
    const stored = config("ORDER_REPORT_SAME_DAY");
    const body = configUpdateBody(stored, edit(), ["deliveryDate"]);
    expect(body).toEqual({
      ...stored,
      reportName: "WINNIPEG_SAME_DAY",
      description: "new",
      deliveryRegion: ["Winnipeg", "Brandon"],
    });
    // Not 002 §4's excel, four windows, Recipient_Name, 0 h 0 min, createAt off.
    expect(body).toMatchObject({
      fileType: "csv",
      deliveryWindow: ["(1pm - 6pm)"],
      sortHeaderName: "Bouquet",
      consolidateOrder: false,
      hours: 5,
      minutes: 30,
      createAtIncluded: true,
      noOfDaysToDeliveryDate: 3,
      version: 4,
    });
  });

  it("fills 002 §4's fixed and per-type values only where the stored config lacks them", () => {
    const bare = (type: OrderPullConfig["reportType"]) =>
      ({
        id: "x",
        reportName: "R",
        reportType: type,
        description: "",
        deliveryRegion: ["Winnipeg"],
        filtersForRestUrl: { fields: ["name"] },
        version: 1,
      }) as unknown as OrderPullConfig;
    const body = configUpdateBody(bare("ORDER_REPORT_NEXT_DAY"), edit(), [
      "deliveryDate",
    ]);
    expect(body).toMatchObject({
      fileType: "excel",
      deliveryWindow: [
        "(1pm - 6pm)",
        "(1pm - 5pm)",
        "(3pm - 6pm)",
        "(3pm - 7pm)",
      ],
      hours: 0,
      minutes: 0,
      createAtIncluded: false,
      noOfDaysToDeliveryDate: 1,
      deliveryDateFilterIncluded: true,
      sortHeaderName: "Recipient_Name",
      consolidateOrder: true,
    });
    expect(body.filtersForRestUrl).toEqual({
      fulfillmentStatus: "unshipped",
      status: "open",
      fields: ["name"],
    });
    expect(
      configUpdateBody(bare("LAKEWOOD_REPORT"), edit(), ["deliveryDate"]),
    ).toMatchObject({
      sortHeaderName: "",
      consolidateOrder: false,
      noOfDaysToDeliveryDate: 0,
    });
    expect(
      configUpdateBody(bare("ERROR_REPORT"), edit(), [
        "deliveryDate",
        "deliveryRegion",
      ]),
    ).toMatchObject({ deliveryDateFilterIncluded: false });
  });

  it("keeps the stored regions of a type whose boxes are not shown, and the delivery date where it is not shown", () => {
    expect(
      configUpdateBody(
        { ...config("ERROR_REPORT"), deliveryRegion: ["Winnipeg"] },
        edit({ deliveryRegion: [] }),
        ["deliveryRegion", "deliveryDate"],
      ).deliveryRegion,
    ).toEqual(["Winnipeg"]);
    expect(
      configUpdateBody(
        { ...config("ORDER_REPORT_SAME_DAY"), deliveryDate: "03/01/2027" },
        edit(),
        ["deliveryDate"],
      ).deliveryDate,
    ).toBe("03/01/2027");
    expect(
      configUpdateBody(config("ORDER_REPORT_SAME_DAY"), edit(), [
        "deliveryDate",
      ]).deliveryDate,
    ).toBe("");
    // Shown (a Specific day report): the date picked, as the config stores it.
    expect(
      configUpdateBody(config("ORDER_REPORT_V_DAY"), edit()).deliveryDate,
    ).toBe("02/14/2027");
  });

  it("opens with the report as stored, its date as a date input takes it, and the time its cron names", () => {
    const stored = {
      ...config("ORDER_REPORT_V_DAY"),
      deliveryDate: "02/14/2027",
    };
    const data = {
      schedules: [schedule],
      configs: [stored],
      overrides: { closed: [], override: [] },
    } as unknown as CalendarData;
    const opening = eventEditOpening(
      eventOf(stored),
      "2027-03-03",
      data,
      rules,
    );
    expect(opening?.row).toMatchObject({
      reportId: stored.id,
      reportName: "WINNIPEG_SAME_DAY",
      reportType: "ORDER_REPORT_V_DAY",
      deliveryRegion: ["Winnipeg"],
      deliveryDate: "2027-02-14",
      description: "old",
      startTime: "09:30",
      schedule,
    });
    expect(opening?.time).toEqual({ kind: "free", time: "09:30" });
    // Not loaded (its report gone): Edit does not open.
    expect(
      eventEditOpening(
        eventOf(stored),
        "2027-03-03",
        { ...data, configs: [] },
        rules,
      ),
    ).toBeUndefined();
  });

  it("reads dates", () => {
    expect(isoFromUsDate("02/14/2027")).toBe("2027-02-14");
    expect(isoFromUsDate("2027-02-14")).toBe("");
  });
});

describe("the schedule calls of the calendar", () => {
  const step = editForm?.submit.before?.[0];
  const state = (time: string, kind: string) => ({
    calendar: { editTime: time, editTimeKind: kind },
  });

  it("sends the full form with the moved cron and the version loaded when an edit moves the time, and the stored cron back with the new version to undo it", () => {
    expect(
      formSent(step?.body, {
        schedule,
        startTime: "10:00",
        ...state("09:30", "free"),
      }),
    ).toEqual({
      name: "EXP_A",
      state: "ENABLED",
      description: "d",
      scheduleExpression: "cron(0 10 ? * MON-FRI *)",
      groupName: "exporter-service",
      input: '{"uuid":"x"}',
      timezone: "America/Winnipeg",
      version: 2,
    });
    const list = {
      ...schedule,
      scheduleExpression: "cron(0 8,14 ? * MON-FRI *)",
    };
    expect(
      formSent(step?.body, {
        schedule: list,
        startTime: "15:00",
        ...state("14:00", "hour"),
      }).scheduleExpression,
    ).toBe("cron(0 8,15 ? * MON-FRI *)");
    expect(
      formSent(step?.undo?.body, {
        schedule,
        moved: { answer: { version: 3 } },
      }),
    ).toMatchObject({
      scheduleExpression: "cron(30 9 ? * MON-FRI *)",
      version: 3,
    });
  });

  it("is sent only when the time moved", () => {
    expect(step?.when).toEqual({
      not: { field: "editEvent.startTime", sameAs: "calendar.editTime" },
    });
  });
});
describe("the edit-for-this-day dialog opens with the stored override", () => {
  const event = {
    reportId: "r1",
    start: "16:00",
    end: "16:30",
    isDisabledThisDay: true,
  };
  it("takes the day's stored times and notes", () => {
    const overrides = {
      closed: [],
      override: [
        {
          id: "r1",
          "2027-03-04": {
            startTime: "15:00",
            endTime: "15:45",
            status: "disabled",
            notes: "Warehouse closed for inventory",
          },
        },
      ],
    };
    expect(storedDayEdit(event, "2027-03-04", overrides)).toEqual({
      startTime: "15:00",
      endTime: "15:45",
      status: "disabled",
      notes: "Warehouse closed for inventory",
    });
  });
  it("without one, the event's times, its state and no notes", () => {
    expect(
      storedDayEdit({ ...event, isDisabledThisDay: false }, "2027-03-05", {
        closed: [],
        override: [],
      }),
    ).toEqual({
      startTime: "16:00",
      endTime: "16:30",
      status: "enabled",
      notes: "",
    });
    expect(storedDayEdit(event, "2027-03-05", undefined)).toMatchObject({
      status: "disabled",
      notes: "",
    });
  });

  it("enables or disables with the name and the version loaded only", () => {
    expect(
      sent("changeState", {
        change: "disable",
        schedule: { name: "EXP_A", state: "ENABLED", version: 2 },
      }),
    ).toEqual({ type: "disable", name: "EXP_A", version: 2 });
    // Before the schedules answer: the name alone, no version (the service then checks none).
    expect(
      sent("changeState", { change: "enable", schedule: { name: "EXP_A" } }),
    ).toEqual({ type: "enable", name: "EXP_A" });
  });

  it("stores a day's override with the form's values under the report and date of the row it opened for", () => {
    expect(
      sent("dayOverride", {
        reportId: "r1",
        date: "2026-12-02",
        reportName: "R",
        startTime: "09:00",
        endTime: "09:30",
        status: "disabled",
        notes: "snow",
      }),
    ).toEqual({
      reportId: "r1",
      date: "2026-12-02",
      startTime: "09:00",
      endTime: "09:30",
      status: "disabled",
      notes: "snow",
    });
  });
});
