import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { fetchLatestReviews, REVIEW_LIMIT, type PublicReview } from '@/data/public-content'
import { Carousel } from '../components/carousel'
import { RatingStars } from '../components/rating-stars'
import { PublicDataContent } from '../components/public-data-content'
import { Section } from '../components/section'
import { usePublicData } from '../components/use-public-data'
import { STATIC_RATING } from '../content'

const loadReviews = (signal: AbortSignal) => fetchLatestReviews(REVIEW_LIMIT, signal)

function ReviewCard({ review }: { review: PublicReview }) {
  return (
    <Box
      component="figure"
      sx={{
        m: 0,
        p: 3,
        bgcolor: '#fff',
        borderRadius: 4,
        border: '1px solid #fed7aa',
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <RatingStars value={review.rating} label={`Rating ${review.rating} dari 5`} />
      <Box component="blockquote" sx={{ m: 0, mt: 1.5, flex: 1, color: 'text.primary' }}>
        “{review.review_text}”
      </Box>
      <Box component="figcaption" sx={{ mt: 2 }}>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {review.author_name}
        </Typography>
        {review.student_role && (
          <Typography variant="body2" color="text.secondary">
            {review.student_role}
          </Typography>
        )}
      </Box>
    </Box>
  )
}

/** The newest 9 reviews with their authors' names, in the autoplay carousel. */
export function TestimonialsSection() {
  const state = usePublicData(loadReviews, 'Gagal memuat testimoni.')
  return (
    <Section
      id="testimoni"
      title="Kata Mereka"
      subtitle={`Rating ${STATIC_RATING.value.toLocaleString('id-ID')} dari 5 (${STATIC_RATING.count} ulasan) dari mahasiswa yang sudah belajar bersama kami.`}
    >
      <PublicDataContent
        state={state}
        empty="Belum ada testimoni."
        loading={
          <Box
            role="status"
            aria-label="Memuat testimoni"
            sx={{ height: 220, borderRadius: 4, bgcolor: '#ffedd5' }}
          />
        }
      >
        {(reviews) => (
          <Carousel label="Testimoni mahasiswa" slideLabel={(i, n) => `Ulasan ${i} dari ${n}`}>
            {reviews.map((r) => (
              <ReviewCard key={r.id} review={r} />
            ))}
          </Carousel>
        )}
      </PublicDataContent>
    </Section>
  )
}
