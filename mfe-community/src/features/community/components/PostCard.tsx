import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { communityMessages, imageUrl, type Post } from '@petpal/contracts';
import { Avatar, Badge, Card, Photo, Stack, Text, timeAgo } from '@petpal/design-system';
import { count, exactTime } from '../../../lib/time';
import { PostText } from './PostText';

const Title = styled.h1<{ $large: boolean }>`
  margin: 0;
  font-size: ${({ theme, $large }) => ($large ? theme.fontSizes['2xl'] : theme.fontSizes.lg)};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
  a {
    color: inherit;
  }
`;

const Photos = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.spacing[2]};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: block;
  }
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
  align-items: center;
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  a {
    color: inherit;
  }
`;

/** A photo that fails to load shows our paw drawing in its box. */
const PHOTO_FALLBACK = { kind: 'species', species: 'other' } as const;
/** Grid cells are at least 8 rem; a single photo can fill a phone's width. */
const PHOTO_SIZES = '(max-width: 640px) 100vw, 640px';

export interface PostCardProps {
  post: Post;
  /** In a feed: the title (an h3) links to the post, the text is clamped and one photo shows. */
  inFeed?: boolean;
}

/** A post as a card: author, group, age, title, text (as text, never HTML), photos, likes and comments. */
export function PostCard({ post, inFeed = false }: PostCardProps) {
  const photos = inFeed ? post.photos.slice(0, 1) : post.photos;
  const postHref = `/community/post/${post.id}`;
  const photoAlt = (index: number) => `Photo ${index + 1} of ${post.photos.length} in “${post.title}”`;
  return (
    <Card as="article" aria-labelledby={`post-${post.id}-title`}>
      <Stack gap={3}>
        <Meta>
          <Avatar name={post.author.name} size="sm" />
          <span>{post.author.name}</span>
          <span aria-hidden="true">·</span>
          <Link to={`/community/group/${post.groupId}`}>{post.groupName}</Link>
          <span aria-hidden="true">·</span>
          <time dateTime={post.createdAt} title={exactTime(post.createdAt)}>
            {timeAgo(post.createdAt)}
          </time>
          {post.editedAt && <span>(edited)</span>}
          {post.hidden && <Badge variant="warning">Hidden</Badge>}
        </Meta>
        <Title as={inFeed ? 'h3' : 'h1'} $large={!inFeed} id={`post-${post.id}-title`}>
          {inFeed ? <Link to={postHref}>{post.title}</Link> : post.title}
        </Title>
        {post.hidden && <Text tone="muted">{communityMessages.hiddenPending}</Text>}
        <PostText $clamp={inFeed}>{post.body}</PostText>
        {photos.length > 0 && (
          <Photos aria-label={inFeed ? undefined : 'Photos'}>
            {photos.map((image, index) => {
              const photo = <Photo image={image} alt={photoAlt(index)} fallback={PHOTO_FALLBACK} sizes={PHOTO_SIZES} />;
              return (
                <li key={image.id}>
                  {inFeed ? (
                    photo
                  ) : (
                    <a
                      href={imageUrl(image.id, image.widths[image.widths.length - 1]!)}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {photo}
                    </a>
                  )}
                </li>
              );
            })}
          </Photos>
        )}
        <Meta>
          <span>{count(post.likeCount, 'like', 'likes')}</span>
          <span aria-hidden="true">·</span>
          {inFeed ? (
            <Link to={postHref}>{count(post.commentCount, 'comment', 'comments')}</Link>
          ) : (
            <span>{count(post.commentCount, 'comment', 'comments')}</span>
          )}
        </Meta>
      </Stack>
    </Card>
  );
}
