// Opens an issue for what a weekly check found, or updates the open one with the same title, from
// actions/github-script (chain.yml, outdated.yml): one issue per check, never one per week.

/** The address of the workflow run the script is part of. */
const runUrl = (context) => `${context.serverUrl}/${context.repo.owner}/${context.repo.repo}/actions/runs/${context.runId}`;

/** `intro` are the paragraphs above the check's output (read from `outputFile`, shown as a code block). */
async function reportIssue({github, context}, {title, label, intro, outputFile}) {
  const output = require('node:fs').readFileSync(outputFile, 'utf8').trim();
  const body = [...intro, '```', output, '```'].join('\n\n');
  const {owner, repo} = context.repo;
  const open = await github.paginate(github.rest.issues.listForRepo, {owner, repo, state: 'open', labels: label});
  const existing = open.find((issue) => issue.title === title);
  if (existing) {
    await github.rest.issues.update({owner, repo, issue_number: existing.number, body});
    await github.rest.issues.createComment({owner, repo, issue_number: existing.number, body: `Updated by ${runUrl(context)}.`});
  } else {
    await github.rest.issues.create({owner, repo, title, body, labels: [label]});
  }
}

module.exports = {runUrl, reportIssue};
