declare module 'mvdan-sh';
