/** An Ask AI conversation as DocSearch 4.7 stores it in localStorage (unit and e2e tests). */
export function storedConversation(question: string, answer: string) {
  return {
    query: question,
    objectID: question,
    type: 'askAI',
    anchor: 'stored',
    content: null,
    url: '',
    url_without_anchor: '',
    hierarchy: {lvl0: 'askAI', lvl1: question, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    messages: [
      {id: 'q1', role: 'user', parts: [{type: 'text', text: question}]},
      {id: 'a1', role: 'assistant', parts: [{type: 'step-start'}, {type: 'text', text: answer, state: 'done'}]},
    ] as Record<string, unknown>[],
  };
}
