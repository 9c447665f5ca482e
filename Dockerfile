FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile && pnpm exec turbo run build --filter=@eqa/web --filter=@eqa/server --filter=@eqa/worker

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "--max-semi-space-size=64", "apps/server/dist/main.js"]
