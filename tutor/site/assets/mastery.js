// Card Rules Tutor: how well a learner knows each rule (issue 28). The model's arithmetic in
// one place: Bayesian knowledge tracing per rule. p is the probability that the learner knows
// the rule; every first answer about the rule updates it by Bayes' rule (a learner who knows
// it still slips with SLIP, one who does not guesses right with GUESS), then the learner may
// have learnt it from the feedback (LEARN). docs/progress.md says why and the thresholds;
// tests/test_mastery.py compares this file with a Python reference on many sequences.
// The build puts it before progress.js (tutor/site/build.py, progress_js); it is
// globalThis.tutorMastery on every page, and in node.
(function (root) {
  "use strict";
  const PRIOR = 0.3;      // knows it before the first answer
  const LEARN = 0.15;     // learns it from one answer's feedback
  const SLIP = 0.1;       // knows it, answers wrongly
  const GUESS = 0.2;      // does not know it, answers rightly
  const MASTERED = 0.95;  // p at or above: mastered; below (answered at least once): shaky

  // p after one first answer (right or wrong), from p before it
  function update(p, correct) {
    const known = correct ? p * (1 - SLIP) : p * SLIP;
    const unknown = correct ? (1 - p) * GUESS : (1 - p) * (1 - GUESS);
    const post = known / (known + unknown);
    return post + (1 - post) * LEARN;
  }
  // a rule's record after one first answer: {p, n: answers, wrong, time}
  function record(rec, correct, time) {
    const before = rec || { p: PRIOR, n: 0, wrong: 0, time: 0 };
    return { p: update(before.p, !!correct), n: before.n + 1,
             wrong: before.wrong + (correct ? 0 : 1), time };
  }
  // p after a sequence of first answers, from the prior
  const replay = (answers) => answers.reduce((p, ok) => update(p, ok), PRIOR);
  // "mastered" | "shaky" | "unseen"
  const status = (rec) => !rec || !rec.n ? "unseen" : rec.p >= MASTERED ? "mastered" : "shaky";
  // the ids of the n weakest rules answered at least once and not mastered, lowest p first
  // (a tie: the rule answered wrongly last comes first)
  function weakest(rules, n) {
    return Object.entries(rules).filter(([, r]) => status(r) === "shaky")
      .sort((a, b) => a[1].p - b[1].p || b[1].time - a[1].time).slice(0, n).map(([id]) => id);
  }
  root.tutorMastery = Object.freeze({ PRIOR, LEARN, SLIP, GUESS, MASTERED, update, record,
                                      replay, status, weakest });
})(typeof window !== "undefined" ? window : globalThis);
